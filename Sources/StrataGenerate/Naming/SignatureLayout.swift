/// Lays out a member signature on one line, or one parameter per line when it would be long.
///
/// Signatures are always placed one level deep (inside a type or protocol), so the wrapped form
/// indents parameters by two template levels and the closing parenthesis by one.
enum SignatureLayout {
    /// Column budget of a one-line signature, leaving room under SwiftLint's default 120.
    static let maxLineLength = 100

    static func layout(name: String, parameters: [String], suffix: String, prefixWidth: Int = 13) -> String {
        let single = name + "(" + parameters.joined(separator: ", ") + ")" + suffix
        guard prefixWidth + single.count > maxLineLength, parameters.count > 1 else { return single }
        let commas = parameters.indices.map { $0 == parameters.count - 1 ? "" : "," }
        let lines = zip(parameters, commas).map { "        " + $0 + $1 }
        return name + "(\n" + lines.joined(separator: "\n") + "\n    )" + suffix
    }
}
