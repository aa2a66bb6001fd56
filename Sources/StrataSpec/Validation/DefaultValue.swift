import Foundation
import StrataModel
import Yams

/// Turns a property's `default:` YAML value into the Swift expression used as the init default.
///
/// Checked against the property's type so generated code compiles: `null` only for optionals, text
/// only for `String`/`Character` (as an escaped literal), whole numbers for integer types (in range),
/// an enum's case as `.name`. Numbers are written in canonical form because YAML spellings such as
/// `017` (octal in YAML 1.1) mean something else in Swift.
struct DefaultValue {
    let reader: NodeReader
    /// Enum name → its cases.
    let enums: [String: [EnumCase]]

    /// The Swift expression, or `nil` after reporting why the value does not fit.
    func literal(_ node: Node, for type: TypeRef, of what: String) -> String? {
        if NodeReader.isNull(node) {
            if type.isOptional { return "nil" }
            reader.error(
                "`null` does not fit the non-optional type `\(type.swift)` of \(what)", at: node,
                hint: "make the type optional (`\(type.swift)?`) or give a value")
            return nil
        }
        switch type {
        case .optional(let wrapped):
            return literal(node, for: wrapped, of: what)
        case .array(let element), .set(let element):
            guard case .sequence(let items) = node else { return mismatch(node, type, what) }
            let elements = items.map { literal($0, for: element, of: what) }
            guard elements.allSatisfy({ $0 != nil }) else { return nil }
            return "[" + elements.compactMap { $0 }.joined(separator: ", ") + "]"
        case .dictionary(let key, let value):
            guard case .mapping(let mapping) = node else { return mismatch(node, type, what) }
            if mapping.count == 0 { return "[:]" }
            let pairs = mapping.map { pair -> String? in
                guard let k = literal(pair.key, for: key, of: what), let v = literal(pair.value, for: value, of: what) else { return nil }
                return "\(k): \(v)"
            }
            guard pairs.allSatisfy({ $0 != nil }) else { return nil }
            return "[" + pairs.compactMap { $0 }.joined(separator: ", ") + "]"
        case .named(let name):
            if let cases = enums[name] { return enumCase(node, name, cases, of: what) }
            return builtin(node, name, of: what)
        }
    }

    private func builtin(_ node: Node, _ name: String, of what: String) -> String? {
        guard case .scalar(let scalar) = node else { return mismatch(node, .named(name), what) }
        switch name {
        case "String":
            return Self.swiftStringLiteral(scalar.string)
        case "Character":
            guard scalar.string.count == 1 else {
                reader.error("a `Character` default must be exactly one character, found \(NodeReader.describe(node)) for \(what)", at: node)
                return nil
            }
            return Self.swiftStringLiteral(scalar.string)
        case "Bool":
            guard node.tagName == .bool, let value = node.bool else { return mismatch(node, .named(name), what) }
            return value ? "true" : "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return integer(node, scalar, name, of: what)
        case "Double", "Float", "Decimal":
            if node.tagName == .int, scalar.style == .plain, let whole = YAMLInteger(scalar.string) { return whole.swift }
            guard node.tagName == .float, let value = Double.construct(from: scalar), value.isFinite,
                name != "Float" || Float(value).isFinite
            else { return mismatch(node, .named(name), what) }
            return "\(value)"
        case "Date", "URL", "UUID", "Data":
            reader.error(
                "\(what) is a `\(name)`, which cannot have a default in the spec", at: node,
                hint: "defaults cover text, numbers, Bool, enum cases, `null` and collections of those; set this one in code"
            )
            return nil
        default:
            // An entity: its default would have to spell out a whole value.
            reader.error(
                "\(what) holds the entity `\(name)`, which cannot have a default in the spec", at: node,
                hint: "remove `default:`, or make the property optional and default it to `null`")
            return nil
        }
    }

    private func integer(_ node: Node, _ scalar: Node.Scalar, _ name: String, of what: String) -> String? {
        guard node.tagName == .int, scalar.style == .plain else { return mismatch(node, .named(name), what) }
        guard let value = YAMLInteger(scalar.string), value.fits(name) else {
            reader.error("\(scalar.string) is out of range for the `\(name)` of \(what)", at: node)
            return nil
        }
        return value.swift
    }

    /// `daily`, `.daily` or the raw value (`"In Production"`) all name a case.
    private func enumCase(_ node: Node, _ enumName: String, _ cases: [EnumCase], of what: String) -> String? {
        guard case .scalar(let scalar) = node else { return mismatch(node, .named(enumName), what) }
        let written = scalar.string.hasPrefix(".") ? String(scalar.string.dropFirst()) : scalar.string
        if let match = cases.first(where: { $0.name == written }) ?? cases.first(where: { $0.rawValue == scalar.string }) {
            return "." + match.name
        }
        let names = cases.map(\.name)
        let hint =
            (written.count < 64 ? Naming.suggestion(for: written, among: names) : nil).map { "did you mean `\($0)`?" }
            ?? "use one of " + names.map { "`\($0)`" }.joined(separator: ", ")
        reader.error("`\(written)` is not a case of `\(enumName)` (default of \(what))", at: node, hint: hint)
        return nil
    }

    private func mismatch(_ node: Node, _ type: TypeRef, _ what: String) -> String? {
        let found: String
        switch node {
        case .sequence: found = "list"
        case .mapping: found = "mapping"
        default:
            switch node.tagName {
            case .int, .float: found = "number `\(node.string ?? "")`"
            case .bool: found = "boolean `\(node.string ?? "")`"
            default: found = "text \(NodeReader.describe(node))"
            }
        }
        reader.error(
            "the default \(found) does not fit the type `\(type.swift)` of \(what)", at: node,
            hint: Self.mismatchHint(for: type))
        return nil
    }

    private static let numericNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Decimal",
    ]

    private static func mismatchHint(for type: TypeRef) -> String {
        switch type {
        case .array, .set: return "write a list, e.g. `[]`"
        case .dictionary: return "write a mapping, e.g. `{}`"
        case .named("Bool"): return "write `true` or `false`"
        case .named(let name) where numericNames.contains(name): return "write a number without quotes"
        case .named: return "write a single value"
        case .optional(let wrapped): return mismatchHint(for: wrapped)
        }
    }

    /// A Swift string literal for `text`: quotes, backslashes (so `\(` cannot interpolate) and
    /// control characters escaped.
    static func swiftStringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
