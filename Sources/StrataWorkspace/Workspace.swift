import Foundation

/// The output folder Strata generates into: plans writes safely and applies them all-or-nothing.
///
/// A `Workspace` holds no state besides its root; every `plan` reads the disk and the manifest
/// afresh, so values can be created freely and shared across tasks.
public struct Workspace: Sendable {
    /// The output folder. It may not exist yet; `apply` creates it.
    public let root: URL
    /// `root` as an absolute, standardised path, the form every file operation starts from.
    let rootPath: String
    /// Test seam: called before each step of `apply`; throwing simulates a failure there.
    var faultInjection: FaultInjection?

    public init(root: URL) {
        self.init(root: root, faultInjection: nil)
    }

    init(root: URL, faultInjection: FaultInjection?) {
        self.root = root
        self.rootPath = root.absoluteURL.standardizedFileURL.path
        self.faultInjection = faultInjection
    }

    /// Absolute path of a (validated) relative path.
    func absolutePath(of relativePath: String) -> String {
        SymlinkContainment.join(rootPath, relativePath)
    }

    /// Full path of the manifest, used to name it in messages.
    var manifestPath: String { absolutePath(of: Manifest.relativePath) }

    /// What the manifest records as written by Strata: relative path → `ContentHash`; empty
    /// when there is no manifest yet.
    public func recordedFiles() throws(WorkspaceError) -> [String: String] {
        try readManifest().manifest.files
    }

    /// The manifest on disk (empty when there is none yet) and its raw bytes (`nil` when absent).
    func readManifest() throws(WorkspaceError) -> (manifest: Manifest, data: Data?) {
        // `.strata` itself could be a symbolic link out of the root; never follow it there.
        try SymlinkContainment.check(Manifest.relativePath, rootPath: rootPath)
        switch try DiskContents.read(absolutePath: manifestPath, relativePath: manifestPath) {
        case .missing:
            return (Manifest(), nil)
        case .file(let data):
            return (try Manifest.decode(data, path: manifestPath), data)
        }
    }
}

/// The steps of `apply`, named so tests can make exactly one of them fail.
enum ApplyStep: Sendable, Hashable {
    case stage, backUp, install, commitManifest
}

/// Receives the step and the relative path it is about to handle.
typealias FaultInjection = @Sendable (ApplyStep, String) throws -> Void
