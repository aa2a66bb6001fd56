// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Clinic",
    platforms: [
        .iOS(.v26),
        .macOS(.v26),
    ],
    products: [
        .library(name: "App", targets: ["App"]),
    ],
    targets: [
        // Entities, repository protocols and use cases. Imports Foundation only.
        .target(name: "Domain"),
        // The only owner of networking and SwiftData.
        .target(name: "Data", dependencies: ["Domain"]),
        // Colors, spacing and reusable components. Knows nothing about the domain.
        .target(name: "DesignSystem"),
        // Feature modules see Domain and DesignSystem, never Data.
        .target(name: "PatientsFeature", dependencies: ["Domain", "DesignSystem"]),
        .target(name: "AppointmentsFeature", dependencies: ["Domain", "DesignSystem"]),
        // Composition root: the DependencyContainer wires Data into the features.
        .target(
            name: "App",
            dependencies: ["Domain", "Data", "DesignSystem", "PatientsFeature", "AppointmentsFeature"]
        ),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
        .testTarget(name: "DataTests", dependencies: ["Data", "Domain"]),
    ]
)
