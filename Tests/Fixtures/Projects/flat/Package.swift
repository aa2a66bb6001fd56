// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OrdersKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Orders", targets: ["Orders"]),
        .library(name: "OrdersData", targets: ["OrdersData"]),
        .library(name: "OrdersUI", targets: ["OrdersUI"]),
    ],
    targets: [
        .target(name: "Orders"),
        .target(name: "OrdersData", dependencies: ["Orders"]),
        .target(name: "OrdersUI", dependencies: ["Orders"]),
        .testTarget(name: "OrdersTests", dependencies: ["Orders"]),
        .testTarget(name: "OrdersDataTests", dependencies: ["OrdersData", "Orders"]),
    ]
)
