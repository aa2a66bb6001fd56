/// A fix a rule can state from the index's facts but not place: where an inheritance clause ends or
/// an attribute sits needs the file's syntax tree. The engine places it (`PendingFixPlacer`) in the
/// files that have one, so every reporter and `--fix` see ordinary `TextEdit`s.
enum PendingFix: Sendable, Hashable {
    /// Append to the inheritance clause of the type declared at `line` (or start one: `: A, B`).
    case addConformances([String], toType: String, line: Int, isSafe: Bool)
    /// Delete `@<attribute>` (and the blanks after it) from the type declared at `line`.
    case removeAttribute(String, fromType: String, line: Int, isSafe: Bool)

    var summary: String {
        switch self {
        case .addConformances(let names, let type, _, _): return "declare \(names.map { "`\($0)`" }.joined(separator: ", ")) on `\(type)`"
        case .removeAttribute(let attribute, let type, _, _): return "remove `@\(attribute)` from `\(type)`"
        }
    }

    var isSafe: Bool {
        switch self {
        case .addConformances(_, _, _, let isSafe), .removeAttribute(_, _, _, let isSafe): return isSafe
        }
    }
}
