import Foundation
import StrataModel
import Yams

/// Applies the `conventions:` mapping of `.strata.yml` to a preset.
///
/// Generic by design: the preset is encoded to JSON, each user key is checked against the encoded
/// keys and each value against the kind of the field it replaces (`ValueShape`), the values are merged
/// in (nested structs key by key) and the result is decoded back into `Conventions`.
struct ConventionsOverrides {
    let reader: NodeReader

    func apply(_ node: Node, to base: Conventions) -> Conventions? {
        guard case .object(let fields)? = ValueShape.of(base), let encoded = try? JSONEncoder().encode(base),
            case .object(var json)? = try? JSONDecoder().decode(JSONValue.self, from: encoded)
        else {
            reader.error("internal error: the conventions of preset `\(base.preset)` cannot be read", at: node)
            return nil
        }
        let before = reader.log.issues.count
        var written: [String: Node] = [:]
        merge(node, into: &json, fields: fields, path: [], written: &written)
        guard reader.log.issues.count == before else { return nil }

        let conventions: Conventions
        do {
            conventions = try JSONDecoder().decode(Conventions.self, from: JSONEncoder().encode(JSONValue.object(json)))
        } catch {
            reader.error("internal error: the conventions could not be rebuilt: \(error)", at: node)
            return nil
        }
        checkUseCaseNames(conventions, written: written, fallback: node)
        ModuleRules(reader: reader).check(conventions, written: written, fallback: node)
        APIClientRules(reader: reader).check(conventions, written: written, fallback: node)
        return reader.log.issues.count == before ? conventions : nil
    }

    /// Merges one mapping into `json`; `written` collects the node of every field set, by dotted path.
    private func merge(_ node: Node, into json: inout [String: JSONValue], fields: [ValueShape.Field], path: [String], written: inout [String: Node]) {
        let what = "`" + (["conventions"] + path).joined(separator: ".") + "`"
        guard let entries = reader.entries(of: node, for: what) else { return }
        let names = fields.map(\.name)
        for entry in entries {
            if path.isEmpty, entry.key == "preset" {
                reader.error(
                    "`preset` cannot be overridden inside `conventions`", at: entry.keyNode,
                    hint: "set it with the top-level `preset:` key")
                continue
            }
            guard let field = fields.first(where: { $0.name == entry.key }) else {
                reader.error("unknown key `\(entry.key)` in \(what)", at: entry.keyNode, hint: NodeReader.keyHint(entry.key, allowed: names))
                continue
            }
            let fieldPath = path + [entry.key]
            written[fieldPath.joined(separator: ".")] = entry.value
            if case .object(let nested) = field.shape {
                var object: [String: JSONValue] = [:]
                if case .object(let existing)? = json[entry.key] { object = existing }
                merge(entry.value, into: &object, fields: nested, path: fieldPath, written: &written)
                json[entry.key] = .object(object)
            } else if let value = value(entry.value, shape: field.shape, path: fieldPath) {
                json[entry.key] = value
            }
        }
    }

    /// The YAML value as JSON of the expected shape, or `nil` after reporting why it does not fit.
    private func value(_ node: Node, shape: ValueShape, path: [String]) -> JSONValue? {
        let dotted = path.joined(separator: ".")
        let field = "`conventions.\(dotted)`"
        func mismatch() -> JSONValue? {
            reader.error("\(field) expects \(shape.expectation), found \(NodeReader.describe(node))", at: node)
            return nil
        }
        switch shape {
        case .optional(let wrapped):
            return NodeReader.isNull(node) ? .null : value(node, shape: wrapped, path: path)
        case .bool:
            guard node.tagName == .bool, let value = node.bool else { return mismatch() }
            return .bool(value)
        case .integer:
            guard node.tagName == .int, let value = node.string.flatMap(YAMLInteger.init)?.int else { return mismatch() }
            if dotted == "indentWidth", !(1...8).contains(value) {
                reader.error("\(field) must be between 1 and 8, found \(value)", at: node)
                return nil
            }
            return .integer(value)
        case .number:
            guard node.tagName == .int || node.tagName == .float, let value = node.float else { return mismatch() }
            return .number(value)
        case .choice(let values):
            guard case .scalar(let scalar) = node, !NodeReader.isNull(node) else { return mismatch() }
            guard values.contains(scalar.string) else {
                let suggestion = Naming.suggestion(for: scalar.string, among: values).map { "did you mean `\($0)`? " } ?? ""
                reader.error(
                    "\(field) must be one of " + values.map { "`\($0)`" }.joined(separator: ", ") + ", found `\(scalar.string)`",
                    at: node, hint: suggestion.isEmpty ? nil : String(suggestion.dropLast()))
                return nil
            }
            return .text(scalar.string)
        case .text:
            guard case .scalar(let scalar) = node, !NodeReader.isNull(node) else { return mismatch() }
            let problems = PatternRules.problems(path: dotted, value: scalar.string)
            for problem in problems { reader.log.error(problem.message, at: reader.location(of: node), hint: problem.hint) }
            return problems.isEmpty ? .text(scalar.string) : nil
        case .textList:
            guard case .sequence(let items) = node else { return mismatch() }
            var names: [JSONValue] = []
            for item in items {
                guard case .scalar(let scalar) = item, !NodeReader.isNull(item) else {
                    reader.error("\(field) expects a list of names, found \(NodeReader.describe(item)) in it", at: item)
                    return nil
                }
                // Conformance lists name protocols, which must be plain Swift names.
                guard Naming.isIdentifier(scalar.string) else {
                    reader.error(
                        "`\(scalar.string)` in \(field) is not a Swift type name", at: item,
                        hint: "list protocol names such as `Equatable`")
                    return nil
                }
                names.append(.text(scalar.string))
            }
            return .list(names)
        case .object:
            return mismatch()
        }
    }

    /// With a contract style, the use case and its protocol are two types and need two names.
    private func checkUseCaseNames(_ conventions: Conventions, written: [String: Node], fallback: Node) {
        guard conventions.useCaseStyle.hasContract, conventions.useCaseName == conventions.useCaseContractName else { return }
        let node = written["useCaseContractName"] ?? written["useCaseName"] ?? written["useCaseStyle"] ?? fallback
        reader.error(
            "`conventions.useCaseName` and `conventions.useCaseContractName` are both `\(conventions.useCaseName)`", at: node,
            hint: "the `\(conventions.useCaseStyle.rawValue)` style generates a protocol and a type, which need different names"
        )
    }
}
