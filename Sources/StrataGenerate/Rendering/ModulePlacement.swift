import StrataModel

/// What a generated file needs because of the module it lands in: its `{{module}}` (a test's
/// `@testable import`) and imports of the generated modules it depends on.
///
/// Decided here, from the path alone, so planners never need to know how the output is split into
/// modules (`LayerModules`): with one module this changes nothing.
struct ModulePlacement: Sendable {
    let modules: GeneratedModules

    /// The template values with `module` set to the module that compiles `path`.
    func values(_ values: Any, for path: String) -> Any {
        guard modules.isSplit, var dictionary = values as? [String: Any], dictionary["module"] != nil else { return values }
        dictionary["module"] = modules.owner(of: path).module.name
        return dictionary
    }

    /// `text` with `import` lines for the generated modules the file's module depends on, placed
    /// after the file's first block of imports (before any `#if canImport(…)` block).
    func addingImports(to text: String, for path: String, isSwift: Bool) -> String {
        guard isSwift, modules.isSplit else { return text }
        let imports = modules.imports(for: path)
        guard !imports.isEmpty else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let isImport: (String) -> Bool = { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
        let existing = Set(lines.filter(isImport).map { $0.replacingOccurrences(of: "@testable ", with: "") })
        let missing = imports.filter { !existing.contains($0.replacingOccurrences(of: "@testable ", with: "")) }
        guard !missing.isEmpty else { return text }
        var index = 0
        if let first = lines.firstIndex(where: isImport) {
            index = first
            while index < lines.count, isImport(lines[index]) { index += 1 }
        }
        lines.insert(contentsOf: missing, at: index)
        return lines.joined(separator: "\n")
    }
}
