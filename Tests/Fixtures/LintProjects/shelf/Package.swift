// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shelf",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "BooksFeature", targets: ["BooksFeature"])],
    targets: [
        .target(name: "BooksDomain"),
        .target(name: "BooksData", dependencies: ["BooksDomain"]),
        .target(name: "DesignSystem"),
        .target(name: "BooksFeature", dependencies: ["BooksDomain", "DesignSystem"]),
        .executableTarget(name: "ShelfApp", dependencies: ["BooksFeature", "BooksData"]),
        .testTarget(name: "BooksDomainTests", dependencies: ["BooksDomain"]),
        .testTarget(name: "BooksDataTests", dependencies: ["BooksData"]),
    ]
)
