/// Keeps every target inside the output root even when folders inside it are symbolic links.
///
/// Syntax checks alone cannot catch `root/Generated -> /etc`: the path `Generated/x` looks
/// harmless. So the longest prefix of the target that exists is resolved like `realpath(3)`,
/// the not-yet-existing rest is appended (it cannot contain links), and the result must still
/// lie under the equally resolved root.
///
/// One checker serves one `plan` or `apply` pass: it resolves the root once and each folder once,
/// so checking 20,000 files in a few hundred folders costs one `lstat` per file instead of a
/// `realpath` walk over every component of every path — and none for a file whose folder does not
/// exist yet (a first run), which `check` reports so the caller can skip looking for the file too.
struct SymlinkContainment {
    let rootPath: String
    private let root: [Substring]
    /// Folder (relative to the root) → its resolved absolute components, and whether it exists.
    private var resolvedFolders: [Substring: (components: [Substring], exists: Bool)] = [:]

    init(rootPath: String) throws(WorkspaceError) {
        self.rootPath = rootPath
        do {
            root = try Self.resolvedComponents(of: rootPath)
        } catch {
            throw WorkspaceError(
                .unreadable, path: rootPath, "cannot resolve the output folder: \(error.reason)",
                hint: "check that the folder and its parents are accessible")
        }
    }

    static func check(_ relativePath: String, rootPath: String) throws(WorkspaceError) {
        var checker = try SymlinkContainment(rootPath: rootPath)
        try checker.check(relativePath)
    }

    /// Throws unless `relativePath` stays inside the root. Returns `false` when the path's folder
    /// does not exist, so nothing can be at the path itself (as of this check).
    @discardableResult
    mutating func check(_ relativePath: String) throws(WorkspaceError) -> Bool {
        let target: [Substring]
        let folderExists: Bool
        do {
            (target, folderExists) = try resolved(relativePath)
        } catch {
            throw WorkspaceError(
                .unsafePath, path: relativePath,
                "goes through a symbolic link that cannot be resolved (\(error.reason))",
                hint: "fix or remove the symbolic link")
        }
        guard target.count > root.count, target.starts(with: root) else {
            throw WorkspaceError(
                .unsafePath, path: relativePath,
                "resolves to '/\(target.joined(separator: "/"))', outside the output folder, through a symbolic link",
                hint: "remove the symbolic link or choose another output folder")
        }
        return folderExists
    }

    /// The target's folder comes from the cache; only the last component is looked at each time,
    /// and not even that when the folder is missing.
    private mutating func resolved(_ relativePath: String) throws(SystemCallError) -> (components: [Substring], folderExists: Bool) {
        let absolute = Self.join(rootPath, relativePath)
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return (try Self.resolvedComponents(of: absolute), true)
        }
        let folder = relativePath[..<slash]
        let name = relativePath[relativePath.utf8.index(after: slash)...]
        let resolvedFolder: (components: [Substring], exists: Bool)
        if let known = resolvedFolders[folder] {
            resolvedFolder = known
        } else {
            resolvedFolder = try Self.resolvedFolder(Self.join(rootPath, String(folder)))
            resolvedFolders[folder] = resolvedFolder
        }
        // Nothing, so no link, can be inside a folder that does not exist.
        guard resolvedFolder.exists else { return (resolvedFolder.components + [name], false) }
        // A link as the last component is resolved in full, like any path through links.
        if try SystemCalls.entryType(atPath: absolute, followingLinks: false) == .symbolicLink {
            return (try Self.resolvedComponents(of: absolute), true)
        }
        return (resolvedFolder.components + [name], true)
    }

    /// `resolvedComponents(of:)` of a folder, and whether the whole folder exists.
    private static func resolvedFolder(_ absolutePath: String) throws(SystemCallError) -> (components: [Substring], exists: Bool) {
        let (components, existing) = try resolvedPrefix(of: absolutePath)
        return (components, existing == absolutePath.split(separator: "/").count)
    }

    /// `absolutePath` with symbolic links resolved in its longest existing prefix, as components.
    static func resolvedComponents(of absolutePath: String) throws(SystemCallError) -> [Substring] {
        try resolvedPrefix(of: absolutePath).components
    }

    /// The resolved components and how many of the path's own components exist.
    private static func resolvedPrefix(of absolutePath: String) throws(SystemCallError) -> (components: [Substring], existing: Int) {
        let components = absolutePath.split(separator: "/")
        for existing in stride(from: components.count, through: 1, by: -1) {
            let prefix = "/" + components[..<existing].joined(separator: "/")
            // lstat, so a dangling link counts as existing and then fails to resolve (refused)
            // instead of being silently treated as a folder Strata may create.
            guard try SystemCalls.entryType(atPath: prefix, followingLinks: false) != nil else { continue }
            let resolved = try SystemCalls.realPath(prefix)
            return (resolved.split(separator: "/") + components[existing...], existing)
        }
        return (components, 0)
    }

    static func join(_ rootPath: String, _ relativePath: String) -> String {
        rootPath.hasSuffix("/") ? rootPath + relativePath : rootPath + "/" + relativePath
    }
}
