// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WorkoutsDomain",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "WorkoutsDomain", targets: ["WorkoutsDomain"]),
    ],
    targets: [
        .target(name: "WorkoutsDomain", path: "Contexts/Workouts/Sources/WorkoutsDomain"),
        .testTarget(name: "WorkoutsDomainTests", dependencies: ["WorkoutsDomain"], path: "Contexts/Workouts/Tests/WorkoutsDomainTests"),
    ]
)
