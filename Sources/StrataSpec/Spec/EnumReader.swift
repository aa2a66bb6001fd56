import StrataModel
import Yams

/// Reads `enums:`: String-backed enums whose cases are a list of names or a mapping to raw values.
struct EnumReader {
    let reader: NodeReader

    func read(_ node: Node) -> [RawEnum] {
        guard let entries = reader.entries(of: node, for: "`enums`", itemKind: "enum") else { return [] }
        return entries.map { enumType($0) }
    }

    private func enumType(_ entry: NodeReader.Entry) -> RawEnum {
        let what = "enum `\(entry.key)`"
        var result = RawEnum(name: reader.name(entry.key, at: entry.keyNode, role: .enumType))
        let casesNode: Node?
        switch entry.value {
        case .sequence:
            // Short form: `WorkoutKind: [strength, cardio]`.
            casesNode = entry.value
        default:
            guard !NodeReader.isNull(entry.value),
                let fields = reader.fields(of: entry.value, for: what, allowed: SpecKeys.enumType)
            else {
                casesNode = nil
                break
            }
            result.doc = fields["doc"].flatMap { reader.text($0, for: "`doc` of \(what)") }
            casesNode = fields["cases"]
        }
        if let casesNode { result.cases = cases(casesNode, of: what) }
        if result.cases.isEmpty {
            reader.log.error("\(what) has no cases", at: result.name.location, hint: "add `cases: [first, second]`")
        }
        checkUniqueRawValues(result.cases, of: what)
        return result
    }

    private func cases(_ node: Node, of what: String) -> [RawEnumCase] {
        if case .sequence(let items) = node {
            var seen: [String: SourceLocation] = [:]
            return items.compactMap { item -> RawEnumCase? in
                guard let name = reader.name(item, role: .enumCase, for: "a case of \(what)") else { return nil }
                if let first = seen[name.value] {
                    reader.error("duplicate case `\(name.value)` in \(what)", at: item, hint: "the first is at line \(first.line), column \(first.column)")
                    return nil
                }
                seen[name.value] = name.location
                return RawEnumCase(name: name)
            }
        }
        guard let entries = reader.entries(of: node, for: "`cases` of \(what)", itemKind: "case") else { return [] }
        return entries.map { entry in
            var enumCase = RawEnumCase(name: reader.name(entry.key, at: entry.keyNode, role: .enumCase))
            let caseWhat = "case `\(entry.key)` of \(what)"
            if case .mapping = entry.value {
                if let fields = reader.fields(of: entry.value, for: caseWhat, allowed: SpecKeys.enumCase) {
                    enumCase.rawValue = fields["raw"].flatMap { reader.locatedText($0, for: "`raw` of \(caseWhat)") }
                    enumCase.doc = fields["doc"].flatMap { reader.text($0, for: "`doc` of \(caseWhat)") }
                }
            } else if !NodeReader.isNull(entry.value) {
                enumCase.rawValue = reader.locatedText(entry.value, for: "the raw value of \(caseWhat)")
            }
            return enumCase
        }
    }

    /// Two cases stored as the same text could not be told apart when decoded.
    private func checkUniqueRawValues(_ cases: [RawEnumCase], of what: String) {
        var seen: [String: SourceLocation] = [:]
        for enumCase in cases {
            let raw = enumCase.rawValue ?? Located(enumCase.name.value, at: enumCase.name.location)
            if let first = seen[raw.value] {
                reader.log.error(
                    "duplicate raw value \"\(raw.value)\" in \(what)", at: raw.location,
                    hint: "the first is at line \(first.line), column \(first.column); raw values default to the case name"
                )
            } else {
                seen[raw.value] = raw.location
            }
        }
    }
}
