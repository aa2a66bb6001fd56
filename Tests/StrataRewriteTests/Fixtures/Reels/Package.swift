// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Reels",
    products: [.library(name: "Reels", targets: ["FilmsDomain", "FilmsApplication", "FilmsInfrastructure", "SearchDomain", "SearchInfrastructure"])],
    dependencies: [.package(url: "https://example.com/screenkit.git", from: "1.0.0")],
    targets: [
        .target(name: "FilmsDomain"),
        .target(name: "FilmsApplication", dependencies: ["FilmsDomain"]),
        .target(name: "FilmsInfrastructure", dependencies: ["FilmsDomain", .product(name: "ScreenKit", package: "screenkit")]),
        .target(name: "FilmsUI", dependencies: ["FilmsApplication"]),
        .target(name: "SearchDomain"),
        .target(name: "SearchInfrastructure", dependencies: ["SearchDomain"]),
        .testTarget(name: "FilmsInfrastructureTests", dependencies: ["FilmsInfrastructure"]),
        .testTarget(name: "SearchInfrastructureTests", dependencies: ["SearchInfrastructure"]),
    ]
)
