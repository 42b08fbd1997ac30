// swift-tools-version: 6.0
import PackageDescription

// Dependency direction (SPEC §1): mz → MZCommands → GameEngine → MazeKit.
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
        .target(name: "MZCommands", dependencies: ["MazeKit", "GameEngine"]),
        .executableTarget(name: "mz", dependencies: ["MZCommands"]),
        .executableTarget(name: "mz-bench", dependencies: ["MazeKit", "GameEngine"]),
        // Turns `levels.json` and `Resources/` into Swift source at build time, so an installed
        // binary carries its campaign and masks wherever it is copied (SPEC §1).
        .executableTarget(name: "embed-resources"),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["embed-resources"]
        ),
        .testTarget(name: "MazeKitTests", dependencies: ["MazeKit"], exclude: ["Golden"]),
        .testTarget(name: "GameEngineTests", dependencies: ["GameEngine", "MazeKit"], exclude: ["Replays"]),
        .testTarget(name: "MZCommandsTests", dependencies: ["MZCommands", "GameEngine", "MazeKit"]),
    ],
    swiftLanguageModes: [.v6]
)
