// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Notes", targets: [.target(name: "Notes")])
