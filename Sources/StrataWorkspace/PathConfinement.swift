import Foundation

/// A folder or file named by a user or an agent, checked to lie inside a root it must not leave.
package struct ConfinedPath: Sendable, Hashable {
    /// Relative to the root, components joined by `/`; empty for the root itself.
    package var relative: String
    /// The root joined with `relative` (not resolved: symbolic links inside the root stay as named).
    package var url: URL
}

/// Confinement of paths that come from outside (an MCP request, a plugin argument): absolute paths
/// elsewhere, `..` components, `~` and symbolic links that lead out of the root are refused.
///
/// `..` is refused even when it would come back inside: one spelling per path, and nothing to get
/// wrong. The files a `Workspace` writes below a confined folder are checked again by its plan.
package enum PathConfinement {
    package static func resolve(_ path: String, inside root: URL) throws(WorkspaceError) -> ConfinedPath {
        func refuse(_ message: String, hint: String = "use a path relative to the project root, like 'Sources/App'") -> WorkspaceError {
            WorkspaceError(.unsafePath, path: path, message, hint: hint)
        }
        var rootPath = root.absoluteURL.standardizedFileURL.path
        while rootPath.count > 1, rootPath.hasSuffix("/") { rootPath.removeLast() }

        if path.utf8.contains(0) { throw refuse("path contains a NUL byte") }
        if path.hasPrefix("~") { throw refuse("path starts with '~', which is not expanded") }
        let given = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if given.contains("..") { throw refuse("path has a '..' component, which could leave the project root") }

        var relative = given
        if path.hasPrefix("/") {
            let lexicalRoot = rootPath.split(separator: "/")
            if given.starts(with: lexicalRoot) {
                relative = Array(given.dropFirst(lexicalRoot.count))
            } else if let resolvedRoot = try? SymlinkContainment.resolvedComponents(of: rootPath), given.starts(with: resolvedRoot) {
                relative = Array(given.dropFirst(resolvedRoot.count))
            } else {
                throw refuse("absolute path outside the project root '\(rootPath)'")
            }
        }
        let relativePath = relative.joined(separator: "/")
        let target = relativePath.isEmpty ? rootPath : SymlinkContainment.join(rootPath, relativePath)
        let resolvedRoot: [Substring]
        let resolvedTarget: [Substring]
        do {
            resolvedRoot = try SymlinkContainment.resolvedComponents(of: rootPath)
            resolvedTarget = try SymlinkContainment.resolvedComponents(of: target)
        } catch {
            throw refuse("cannot be resolved (\(error.reason))", hint: "fix or remove the symbolic link, or choose another path")
        }
        guard resolvedTarget.starts(with: resolvedRoot) else {
            throw refuse(
                "resolves to '/\(resolvedTarget.joined(separator: "/"))', outside the project root, through a symbolic link",
                hint: "remove the symbolic link or choose a path inside the project")
        }
        return ConfinedPath(relative: relativePath, url: URL(fileURLWithPath: target))
    }
}
