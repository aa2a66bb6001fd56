/// Files that describe how a project is built rather than what it does: SwiftPM's `Package.swift`,
/// Tuist's `Project.swift`, `Workspace.swift` and `ProjectDescriptionHelpers`. They are read for
/// their targets and belong to no architectural layer.
package enum BuildManifest {
    package enum Kind: Sendable {
        case swiftPackage, tuistProject
    }

    /// The manifests whose targets the index reads, by file name (`Project.swift` is checked for
    /// `import ProjectDescription` when read: an app may well have a `Project` entity).
    static func kind(ofFileNamed name: String) -> Kind? {
        switch name {
        case "Package.swift": return .swiftPackage
        case "Project.swift": return .tuistProject
        default: return nil
        }
    }

    /// The build-description modules: a file importing one is a manifest or a manifest helper.
    package static let descriptionModules: Set<String> = ["PackageDescription", "ProjectDescription", "ProjectDescriptionHelpers"]

    /// Whether a Swift file is a build description, by what it imports.
    package static func isBuildDescription(imports: some Sequence<String>) -> Bool {
        imports.contains { descriptionModules.contains($0) }
    }
}
