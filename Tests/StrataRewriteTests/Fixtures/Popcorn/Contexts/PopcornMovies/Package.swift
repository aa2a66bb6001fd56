// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PopcornMovies",
    products: [.library(name: "PopcornMovies", targets: ["MoviesDomain", "MoviesApplication", "MoviesInfrastructure"])],
    targets: [
        .target(name: "MoviesDomain"),
        .target(name: "MoviesApplication", dependencies: ["MoviesDomain"]),
        .target(name: "MoviesInfrastructure", dependencies: ["MoviesDomain"]),
        .testTarget(name: "MoviesApplicationTests", dependencies: ["MoviesApplication"]),
        .testTarget(name: "MoviesInfrastructureTests", dependencies: ["MoviesInfrastructure"]),
    ]
)
