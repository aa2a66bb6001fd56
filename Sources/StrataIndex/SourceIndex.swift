import StrataModel

/// Every Swift file of a project, summarised, plus the targets that own them: SwiftPM's
/// `Package.swift`, Tuist's `Project.swift` and Xcode's `project.pbxproj`.
///
/// The raw facts; what the types *are* (entity, repository, mock…) is the classifier's job.
public struct SourceIndex: Sendable, Hashable, Codable {
    /// Absolute path of the project root that `FileSummary.path` is relative to.
    package var root: String
    public var files: [FileSummary]
    package var targets: [PackageTarget]
    /// Files that could not be read or were skipped for a reason worth telling (too large, not UTF-8,
    /// symlink loop). Syntax errors are not here: such files are summarised and counted.
    package var problems: [StrataIssue]

    package init(root: String, files: [FileSummary], targets: [PackageTarget], problems: [StrataIssue]) {
        self.root = root
        self.files = files
        self.targets = targets
        self.problems = problems
    }
}

/// A target declared in a `Package.swift` (SwiftPM monorepos have many manifests), a Tuist
/// `Project.swift` or an Xcode project.
public struct PackageTarget: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        /// `executable` is every entry point: a SwiftPM executable, an app, an app extension, a tool.
        case regular, test, executable, macro, plugin
    }

    package var name: String
    package var kind: Kind
    /// Folder holding the target's sources, relative to the project root.
    package var path: String
    /// Names of targets and products it depends on.
    package var dependencies: [String]
    /// The `Package.swift`, `Project.swift` or `project.pbxproj` that declares it, relative to the project root.
    package var manifest: String
    /// Line of the target's declaration in `manifest` (1 when unknown).
    package var line: Int
    /// Parts of the `dependencies:` list computed in a way that was not followed (`names.map { … }`):
    /// `dependencies` holds only what was read, and these say what is missing.
    package var unreadDependencies: [ManifestGap]
    /// The files an Xcode target lists one by one (its Sources build phase), relative to the project
    /// root; such a file is the target's wherever it sits. Empty for SwiftPM and Tuist targets.
    package var files: [String]
    /// More folders whose files are the target's (a Tuist target's other source globs; every folder
    /// an Xcode target is kept in sync with, since an Xcode target's `path` is only where its files meet).
    package var folders: [String]

    package init(
        name: String, kind: Kind, path: String, dependencies: [String], manifest: String, line: Int = 1, unreadDependencies: [ManifestGap] = [],
        files: [String] = [], folders: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.dependencies = dependencies
        self.manifest = manifest
        self.line = line
        self.unreadDependencies = unreadDependencies
        self.files = files
        self.folders = folders
    }

    /// What declares the target.
    package enum Origin: String, Sendable { case swiftPackage, tuistProject, xcodeProject }

    package var origin: Origin {
        if manifest.hasSuffix(".pbxproj") { return .xcodeProject }
        return RelativePath.fileName(of: manifest) == "Project.swift" ? .tuistProject : .swiftPackage
    }
}

/// An expression in a `Package.swift` that Strata does not evaluate (manifests are read, never run).
public struct ManifestGap: Sendable, Hashable, Codable {
    /// The expression as written, shortened.
    package var expression: String
    /// Why it was not followed.
    package var reason: String
    package var line: Int
    package var column: Int

    package init(expression: String, reason: String, line: Int, column: Int) {
        self.expression = expression
        self.reason = reason
        self.line = line
        self.column = column
    }
}
