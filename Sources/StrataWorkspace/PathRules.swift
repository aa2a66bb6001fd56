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
        // Bytes rather than Characters from here on: every marker is ASCII, and this runs for every
        // planned file twice per generation, where splitting into Characters would cost more than the check.
        let bytes = path.utf8
        if bytes.contains(UInt8(ascii: "\\")) {
            throw refuse("path contains a backslash", hint: "separate components with '/' on every platform")
        }
        for component in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if component.isEmpty {
                throw refuse("path has an empty component (a doubled or trailing '/')", hint: relative)
            }
            if component.elementsEqual(".".utf8) {
                throw refuse("path has a '.' component", hint: "remove the '.'; write each path one way only")
            }
            if component.elementsEqual("..".utf8) {
                throw refuse("path has a '..' component, which could leave the output folder", hint: relative)
            }
        }
        // Case-insensitive because macOS file systems usually are: `.Strata/x` is the same folder.
        let first = bytes.prefix { $0 != UInt8(ascii: "/") }
        if String(decoding: first, as: UTF8.self).lowercased() == Manifest.directoryName {
            throw refuse(
                "'\(Manifest.directoryName)/' is reserved for Strata's manifest",
                hint: "choose another folder for generated files")
        }
    }

    /// Paths that would be both a file and a directory (`A` and `A/B.swift`) cannot coexist.
    /// Reported in plan rather than discovered halfway through an apply.
    static func checkNoFileIsAlsoADirectory(_ paths: Set<String>) throws(WorkspaceError) {
        // Thousands of files share a few hundred folders: look at each folder's ancestors once, and
        // only when one is also a file go through the paths in order to report the first clash.
        var folders = Set<Substring>()
        for path in paths {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { continue }
            folders.insert(path[..<slash])
        }
        let clash = folders.contains { folder in
            var ancestor = folder
            while true {
                if paths.contains(String(ancestor)) { return true }
                guard let slash = ancestor.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
                ancestor = ancestor[..<slash]
            }
        }
        guard clash else { return }
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
