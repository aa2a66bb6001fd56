// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornMoviesAdapters",

    platforms: [
        .iOS(.v18),
        .macOS(.v15),
        .visionOS(.v2)
    ],

    products: [
        .library(name: "PopcornMoviesAdapters", targets: ["PopcornMoviesAdapters"])
    ],

    dependencies: [
        .package(path: "../../../Contexts/PopcornMovies")
    ],

    targets: [
        .target(
            name: "PopcornMoviesAdapters",
            dependencies: [
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesInfrastructure", package: "PopcornMovies"),
                "TMDb"
            ]
        ),

        // Vendored subset of the TMDb SDK (models and the movie service only).
        .target(
            name: "TMDb",
            path: "Vendor/TMDb"
        )
    ]
)
