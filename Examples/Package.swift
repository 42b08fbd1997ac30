// swift-tools-version: 6.0
import PackageDescription

// A package of its own that uses MazeKit the way another project would: by path here, by URL
// elsewhere. `swift run --package-path Examples` builds and runs it (CI does).
let package = Package(
    name: "MazeKitExamples",
    dependencies: [
        .package(name: "mz", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "maze-tour",
            dependencies: [
                .product(name: "MazeKit", package: "mz")
            ])
    ],
    swiftLanguageModes: [.v6]
)
