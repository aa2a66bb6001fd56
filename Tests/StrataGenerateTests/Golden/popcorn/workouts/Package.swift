// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Workouts",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "WorkoutsDomain", targets: ["WorkoutsDomain"]),
        .library(name: "WorkoutsAdapters", targets: ["WorkoutsAdapters"]),
        .library(name: "WorkoutsInfrastructure", targets: ["WorkoutsInfrastructure"]),
    ],
    targets: [
        .target(name: "WorkoutsDomain", path: "Contexts/Workouts/Sources/WorkoutsDomain"),
        .testTarget(name: "WorkoutsDomainTests", dependencies: ["WorkoutsDomain"], path: "Contexts/Workouts/Tests/WorkoutsDomainTests"),
        .target(name: "WorkoutsAdapters", dependencies: ["WorkoutsDomain"], path: "Adapters/Contexts/WorkoutsAdapters/Sources/WorkoutsAdapters"),
        .testTarget(name: "WorkoutsAdaptersTests", dependencies: ["WorkoutsDomain", "WorkoutsAdapters"], path: "Adapters/Contexts/WorkoutsAdapters/Tests/WorkoutsAdaptersTests"),
        .target(name: "WorkoutsInfrastructure", dependencies: ["WorkoutsDomain", "WorkoutsAdapters"], path: "Contexts/Workouts/Sources/WorkoutsInfrastructure"),
        .testTarget(name: "WorkoutsInfrastructureTests", dependencies: ["WorkoutsDomain", "WorkoutsAdapters", "WorkoutsInfrastructure"], path: "Contexts/Workouts/Tests/WorkoutsInfrastructureTests"),
    ]
)
