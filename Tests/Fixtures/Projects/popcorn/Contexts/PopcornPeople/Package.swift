// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornPeople",

    platforms: [
        .iOS(.v18),
        .macOS(.v15),
        .visionOS(.v2)
    ],

    products: [
        .library(name: "PeopleDomain", targets: ["PeopleDomain"]),
        .library(name: "PeopleApplication", targets: ["PeopleApplication"])
    ],

    targets: [
        .target(name: "PeopleDomain"),

        .target(
            name: "PeopleApplication",
            dependencies: ["PeopleDomain"]
        ),
        .testTarget(
            name: "PeopleApplicationTests",
            dependencies: ["PeopleApplication", "PeopleDomain"]
        )
    ]
)
