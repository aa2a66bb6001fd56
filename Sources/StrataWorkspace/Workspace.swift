import Foundation

/// The output folder Strata generates into: plans writes safely and applies them all-or-nothing.
///
/// A `Workspace` holds no state besides its root; every `plan` reads the disk and the manifest
/// afresh, so values can be created freely and shared across tasks.
public struct Workspace: Sendable {
    /// The output folder. It may not exist yet; `apply` creates it.
    package let root: URL
    /// `root` as an absolute, standardised path, the form every file operation starts from.
    let rootPath: String
    /// Test seam: consulted before each file operation of `apply`, to fail it or stop there.
    var fileOperationHook: FileOperationHook?

    public init(root: URL) {
        self.init(root: root, fileOperationHook: nil)
    }

    init(root: URL, fileOperationHook: FileOperationHook?) {
        self.root = root
        self.rootPath = root.absoluteURL.standardizedFileURL.path
        self.fileOperationHook = fileOperationHook
    }

    /// Absolute path of a (validated) relative path.
    func absolutePath(of relativePath: String) -> String {
        SymlinkContainment.join(rootPath, relativePath)
    }

    /// Full path of the manifest, used to name it in messages.
    var manifestPath: String { absolutePath(of: Manifest.relativePath) }

    /// What the manifest records as written by Strata: relative path → `ContentHash`; empty
    /// when there is no manifest yet.
    package func recordedFiles() throws(WorkspaceError) -> [String: String] {
        try readManifest().manifest.files
    }

    /// The paths the last run of an output group (a generated feature) produced, sorted; empty when
    /// the group never ran here or ran before Strata recorded groups.
    package func recordedPaths(ofGroup group: String) throws(WorkspaceError) -> [String] {
        try readManifest().manifest.generated[group] ?? []
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
    /// Writing the journal, or a folder for it.
    case journal
    case createFolder
    /// Writing new contents beside their target.
    case stage
    /// Moving an original aside.
    case backUp
    /// Moving new contents into place.
    case install
    /// Marking the journal committed.
    case commit
    /// Removing backups, staging names and the journal after the commit.
    case cleanUp
}
