/// `/`-separated paths, normalised without touching the disk: relative to the project root in
/// the index, absolute when the base is (cache folders).
enum RelativePath {
    /// `a/b/Package.swift` → `a/b`; a file at the root → `""`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `a/b/Package.swift` → `Package.swift`.
    static func fileName(of path: String) -> Substring {
        guard let slash = path.lastIndex(of: "/") else { return Substring(path) }
        return path[path.index(after: slash)...]
    }

    /// Joins and folds `.` and `..` (`Pkg` + `../Shared` → `Shared`); `..` above the root is kept.
    static func join(_ base: String, _ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }  // absolute: not ours to shorten
        var parts: [Substring] = []
        for part in "\(base)/\(path)".split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if base.hasPrefix("/") { return "/" + joined }  // an absolute base stays absolute
        return parts.isEmpty ? "." : joined
    }
}
