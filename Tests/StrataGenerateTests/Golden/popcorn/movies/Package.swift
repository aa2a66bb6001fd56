// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PopcornMovies",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "MoviesDomain", targets: ["MoviesDomain"]),
        .library(name: "PopcornMoviesAdapters", targets: ["PopcornMoviesAdapters"]),
        .library(name: "MoviesInfrastructure", targets: ["MoviesInfrastructure"]),
    ],
    targets: [
        .target(name: "MoviesDomain", path: "Contexts/PopcornMovies/Sources/MoviesDomain"),
        .testTarget(name: "MoviesDomainTests", dependencies: ["MoviesDomain"], path: "Contexts/PopcornMovies/Tests/MoviesDomainTests"),
        .target(name: "PopcornMoviesAdapters", dependencies: ["MoviesDomain"], path: "Adapters/Contexts/PopcornMoviesAdapters/Sources/PopcornMoviesAdapters"),
        .testTarget(name: "PopcornMoviesAdaptersTests", dependencies: ["MoviesDomain", "PopcornMoviesAdapters"], path: "Adapters/Contexts/PopcornMoviesAdapters/Tests/PopcornMoviesAdaptersTests"),
        .target(name: "MoviesInfrastructure", dependencies: ["MoviesDomain", "PopcornMoviesAdapters"], path: "Contexts/PopcornMovies/Sources/MoviesInfrastructure"),
        .testTarget(name: "MoviesInfrastructureTests", dependencies: ["MoviesDomain", "PopcornMoviesAdapters", "MoviesInfrastructure"], path: "Contexts/PopcornMovies/Tests/MoviesInfrastructureTests"),
    ]
)
