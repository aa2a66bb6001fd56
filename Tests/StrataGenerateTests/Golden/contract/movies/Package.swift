// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PopcornMovies",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "PopcornMovies", targets: ["PopcornMovies"]),
    ],
    targets: [
        .target(name: "PopcornMovies", path: "Features/Movies/Sources"),
        .testTarget(name: "PopcornMoviesTests", dependencies: ["PopcornMovies"], path: "Features/Movies/Tests"),
    ]
)
