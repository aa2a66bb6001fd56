// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Workouts",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Workouts", targets: ["Workouts"]),
    ],
    targets: [
        .target(name: "Workouts", path: "Features/Workouts/Sources"),
        .testTarget(name: "WorkoutsTests", dependencies: ["Workouts"], path: "Features/Workouts/Tests"),
    ]
)
