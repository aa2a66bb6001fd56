// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PopcornMoviesAdapters",
    dependencies: [.package(path: "../../../Contexts/PopcornMovies")],
    targets: [
        .target(name: "PopcornMoviesAdapters", dependencies: [.product(name: "PopcornMovies", package: "PopcornMovies")]),
        .testTarget(name: "PopcornMoviesAdaptersTests", dependencies: ["PopcornMoviesAdapters"]),
    ]
)
