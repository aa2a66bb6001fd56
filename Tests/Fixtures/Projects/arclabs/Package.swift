// swift-tools-version: 6.0

import PackageDescription

let package = Package(
    name: "Dinely",
    platforms: [
        .iOS(.v17),
        .macOS(.v14)
    ],
    products: [
        .library(
            name: "Dinely",
            targets: ["Dinely"]
        )
    ],
    targets: [
        .target(
            name: "Dinely"
        ),
        .testTarget(
            name: "DinelyTests",
            dependencies: ["Dinely"]
        )
    ]
)
