// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Shop",
  platforms: [
    .iOS(.v16),
    .macOS(.v13)
  ],
  products: [
    .library(name: "Shop", targets: ["Shop"])
  ],
  targets: [
    .target(name: "Shop", path: "Shop"),
    .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "ShopTests")
  ]
)
