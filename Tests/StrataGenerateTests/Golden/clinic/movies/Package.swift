// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Movies",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Movies", targets: ["Movies"]),
    ],
    targets: [
        .target(name: "Movies", path: "Sources/Movies"),
        .testTarget(name: "MoviesTests", dependencies: ["Movies"], path: "Tests/MoviesTests"),
    ]
)
