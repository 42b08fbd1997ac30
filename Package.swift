// swift-tools-version: 6.0
import PackageDescription

// Dependency direction (docs/design.md, "Modules"), no cycles; README "Module map" draws the same graph:
//   mz → MZCommands → TerminalBackend → TerminalUI → GameEngine → MazeKit
//   MZCommands → TerminalUI, GameEngine, MazeKit; TerminalUI → MazeKit
//   TerminalBackend → CNcursesw (the only link to ncurses; TerminalUI stays pure and testable)
// No outside packages: everything here builds from the toolchain alone.
let package = Package(
    name: "mz",
    products: [
        .library(name: "MazeKit", targets: ["MazeKit"]),
        .executable(name: "mz", targets: ["mz"]),
        .executable(name: "mz-bench", targets: ["mz-bench"]),
    ],
    targets: [
        .target(name: "MazeKit"),
        .target(
            name: "GameEngine",
            dependencies: ["MazeKit"],
            plugins: ["EmbedResources"]
        ),
        // The only link to ncurses; needs libncurses-dev (Debian), which .ci/run installs.
        .systemLibrary(name: "CNcursesw"),
        // Screens, keys, scenes and the `Terminal` protocol: no terminal I/O.
        .target(name: "TerminalUI", dependencies: ["GameEngine", "MazeKit"]),
        // The ncurses `Terminal` and the signal handlers: the only module that drives the terminal.
        .target(name: "TerminalBackend", dependencies: ["TerminalUI", "CNcursesw"]),
        .target(name: "MZCommands", dependencies: ["MazeKit", "GameEngine", "TerminalUI", "TerminalBackend"]),
        .executableTarget(name: "mz", dependencies: ["MZCommands"]),
        .executableTarget(name: "mz-bench", dependencies: ["MazeKit", "GameEngine", "TerminalUI", "CYardstick"]),
        // The yardstick of docs/design.md, "Performance gates": tight C versions of some generators, timed by mz-bench.
        .target(name: "CYardstick"),
        // Test support: saves in a loop so the fault tests can kill it mid-write.
        .executableTarget(name: "save-stress", dependencies: ["MZCommands", "GameEngine"]),
        // Turns `levels.json` and `Resources/` into Swift source at build time, so an installed
        // binary carries its campaign and masks wherever it is copied (docs/design.md, "Modules").
        .executableTarget(name: "embed-resources"),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["embed-resources"]
        ),
        .testTarget(name: "MazeKitTests", dependencies: ["MazeKit", "CYardstick"], exclude: ["Golden"]),
        .testTarget(name: "GameEngineTests", dependencies: ["GameEngine", "MazeKit"], exclude: ["Replays", "OldReplays"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "GameEngine", "MazeKit"]),
        .testTarget(name: "MZCommandsTests", dependencies: ["MZCommands", "GameEngine", "MazeKit"]),
    ],
    swiftLanguageModes: [.v6]
)
