// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornMovies",

    platforms: [
        .iOS(.v18),
        .macOS(.v15),
        .visionOS(.v2)
    ],

    products: [
        .library(name: "MoviesDomain", targets: ["MoviesDomain"]),
        .library(name: "MoviesApplication", targets: ["MoviesApplication"]),
        .library(name: "MoviesInfrastructure", targets: ["MoviesInfrastructure"])
    ],

    targets: [
        .target(name: "MoviesDomain"),

        .target(
            name: "MoviesApplication",
            dependencies: ["MoviesDomain"]
        ),
        .testTarget(
            name: "MoviesApplicationTests",
            dependencies: ["MoviesApplication", "MoviesDomain"]
        ),

        .target(
            name: "MoviesInfrastructure",
            dependencies: ["MoviesDomain"]
        ),
        .testTarget(
            name: "MoviesInfrastructureTests",
            dependencies: ["MoviesInfrastructure", "MoviesDomain"]
        )
    ]
)
