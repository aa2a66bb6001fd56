import StrataIndex

/// What a file Strata creates copies from its neighbour: its folder, its imports, how its
/// declarations write access levels and parameters.
enum NewFileText {
    /// `Data/DTOs/ProductDTO.swift` + `WarrantyDTO.swift` → `Data/DTOs/WarrantyDTO.swift`.
    static func sibling(of path: String, named name: String) -> String {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        return folder.isEmpty ? name : folder + "/" + name
    }

    /// The neighbour's imports, then a blank line (nothing when it has none).
    static func imports(of file: FileSummary) -> [String] {
        let lines = file.imports.map { ($0.isTestable ? "@testable " : "") + "import " + $0.module }
        return lines.isEmpty ? [] : lines + [""]
    }

    /// `public ` for a written level; nothing for none, and for `private`/`fileprivate`, which a
    /// declaration in a file of its own cannot keep.
    static func access(_ level: String?) -> String {
        guard let level, level != "private", level != "fileprivate" else { return "" }
        return level + " "
    }

    /// `_ dto`, `payload`, `from entity`: a parameter as declared.
    static func parameter(_ parameter: MemberParameter) -> String {
        parameter.label == parameter.name ? parameter.name : "\(parameter.label) \(parameter.name)"
    }

    static func lowerFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
