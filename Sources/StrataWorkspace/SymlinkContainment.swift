/// Keeps every target inside the output root even when folders inside it are symbolic links.
///
/// Syntax checks alone cannot catch `root/Generated -> /etc`: the path `Generated/x` looks
/// harmless. So the longest prefix of the target that exists is resolved like `realpath(3)`,
/// the not-yet-existing rest is appended (it cannot contain links), and the result must still
/// lie under the equally resolved root.
enum SymlinkContainment {
    static func check(_ relativePath: String, rootPath: String) throws(WorkspaceError) {
        let root: [Substring]
        let target: [Substring]
        do {
            root = try resolvedComponents(of: rootPath)
        } catch {
            throw WorkspaceError(
                .unreadable, path: rootPath, "cannot resolve the output folder: \(error.reason)",
                hint: "check that the folder and its parents are accessible")
        }
        do {
            target = try resolvedComponents(of: join(rootPath, relativePath))
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
    }

    /// `absolutePath` with symbolic links resolved in its longest existing prefix, as components.
    static func resolvedComponents(of absolutePath: String) throws(SystemCallError) -> [Substring] {
        let components = absolutePath.split(separator: "/")
        for existing in stride(from: components.count, through: 1, by: -1) {
            let prefix = "/" + components[..<existing].joined(separator: "/")
            // lstat, so a dangling link counts as existing and then fails to resolve (refused)
            // instead of being silently treated as a folder Strata may create.
            guard try SystemCalls.entryType(atPath: prefix, followingLinks: false) != nil else { continue }
            let resolved = try SystemCalls.realPath(prefix)
            return resolved.split(separator: "/") + components[existing...]
        }
        return components
    }

    static func join(_ rootPath: String, _ relativePath: String) -> String {
        rootPath.hasSuffix("/") ? rootPath + relativePath : rootPath + "/" + relativePath
    }
}
