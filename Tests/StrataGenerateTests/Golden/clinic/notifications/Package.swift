// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Notifications",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Notifications", targets: ["Notifications"]),
    ],
    targets: [
        .target(name: "Notifications", path: "Sources/Notifications"),
        .testTarget(name: "NotificationsTests", dependencies: ["Notifications"], path: "Tests/NotificationsTests"),
    ]
)
