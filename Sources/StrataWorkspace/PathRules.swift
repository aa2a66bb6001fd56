/// The syntactic rules every planned path must pass before it is joined to the output root.
///
/// Rejecting anything unusual (rather than normalising it) keeps one spelling per file, so the
/// manifest, duplicate detection and diffs can never disagree about which file is meant.
enum PathRules {
    static func check(_ path: String) throws(WorkspaceError) {
        func refuse(_ message: String, hint: String) -> WorkspaceError {
            WorkspaceError(.unsafePath, path: path, message, hint: hint)
        }
        let relative = "use a path relative to the output folder, like 'Sources/App/User.swift'"

        if path.isEmpty {
            throw refuse("path is empty", hint: relative)
        }
        if path.utf8.contains(0) {
            throw refuse("path contains a NUL byte", hint: relative)
        }
        if path.hasPrefix("/") {
            throw refuse("path is absolute", hint: relative)
        }
        if path.hasPrefix("~") {
            throw refuse("path starts with '~', which is not expanded", hint: relative)
        }
        if path.contains("\\") {
            throw refuse("path contains a backslash", hint: "separate components with '/' on every platform")
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for component in components {
            switch component {
            case "":
                throw refuse("path has an empty component (a doubled or trailing '/')", hint: relative)
            case ".":
                throw refuse("path has a '.' component", hint: "remove the '.'; write each path one way only")
            case "..":
                throw refuse("path has a '..' component, which could leave the output folder", hint: relative)
            default:
                continue
            }
        }
        // Case-insensitive because macOS file systems usually are: `.Strata/x` is the same folder.
        if let first = components.first, first.lowercased() == Manifest.directoryName {
            throw refuse(
                "'\(Manifest.directoryName)/' is reserved for Strata's manifest",
                hint: "choose another folder for generated files")
        }
    }

    /// Paths that would be both a file and a directory (`A` and `A/B.swift`) cannot coexist.
    /// Reported in plan rather than discovered halfway through an apply.
    static func checkNoFileIsAlsoADirectory(_ paths: Set<String>) throws(WorkspaceError) {
        for path in paths.sorted() {
            var ancestor = Substring(path)
            while let slash = ancestor.lastIndex(of: "/") {
                ancestor = ancestor[..<slash]
                if paths.contains(String(ancestor)) {
                    throw WorkspaceError(
                        .conflictingPaths, path: path,
                        "needs '\(ancestor)' to be a directory, but the same plan writes a file there",
                        hint: "rename one of the two outputs")
                }
            }
        }
    }
}
