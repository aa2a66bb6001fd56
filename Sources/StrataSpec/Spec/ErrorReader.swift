import StrataModel
import Yams

/// Reads `errors:`: the feature's own error cases, with an optional message and associated values.
struct ErrorReader {
    let reader: NodeReader

    func read(_ node: Node) -> [RawErrorCase] {
        guard let entries = reader.entries(of: node, for: "`errors`", itemKind: "error") else { return [] }
        return entries.map { errorCase($0) }
    }

    private func errorCase(_ entry: NodeReader.Entry) -> RawErrorCase {
        let what = "error `\(entry.key)`"
        var errorCase = RawErrorCase(name: reader.name(entry.key, at: entry.keyNode, role: .error))
        if SpecKeys.builtInErrorCases.contains(entry.key) {
            reader.error(
                "\(what) is already generated for every feature", at: entry.keyNode,
                hint: "rename it; " + SpecKeys.builtInErrorCases.map { "`\($0)`" }.joined(separator: ", ") + " are built in"
            )
        }
        switch entry.value {
        case .mapping:
            guard let fields = reader.fields(of: entry.value, for: what, allowed: SpecKeys.error) else { break }
            errorCase.message = fields["message"].flatMap { reader.text($0, for: "`message` of \(what)") }
            if let node = fields["values"] {
                errorCase.values = ParameterReader(reader: reader).read(node, for: what, noun: "value", role: .errorValue)
            }
        default:
            // Short form: `invalidName: The workout name is empty.`
            errorCase.message = reader.text(entry.value, for: what)
        }
        return errorCase
    }
}
