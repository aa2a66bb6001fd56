// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Notifications",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "NotificationsDomain", targets: ["NotificationsDomain"]),
        .library(name: "NotificationsAdapters", targets: ["NotificationsAdapters"]),
        .library(name: "NotificationsInfrastructure", targets: ["NotificationsInfrastructure"]),
    ],
    targets: [
        .target(name: "NotificationsDomain", path: "Contexts/Notifications/Sources/NotificationsDomain"),
        .testTarget(name: "NotificationsDomainTests", dependencies: ["NotificationsDomain"], path: "Contexts/Notifications/Tests/NotificationsDomainTests"),
        .target(name: "NotificationsAdapters", dependencies: ["NotificationsDomain"], path: "Adapters/Contexts/NotificationsAdapters/Sources/NotificationsAdapters"),
        .testTarget(name: "NotificationsAdaptersTests", dependencies: ["NotificationsDomain", "NotificationsAdapters"], path: "Adapters/Contexts/NotificationsAdapters/Tests/NotificationsAdaptersTests"),
        .target(name: "NotificationsInfrastructure", dependencies: ["NotificationsDomain", "NotificationsAdapters"], path: "Contexts/Notifications/Sources/NotificationsInfrastructure"),
        .testTarget(name: "NotificationsInfrastructureTests", dependencies: ["NotificationsDomain", "NotificationsAdapters", "NotificationsInfrastructure"], path: "Contexts/Notifications/Tests/NotificationsInfrastructureTests"),
    ]
)
