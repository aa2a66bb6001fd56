import StrataModel

/// What a name in the spec names; decides the wording of issues and whether it is a type name.
enum NameRole: Sendable {
    case feature, module, app, entity, enumType, enumCase, property, parameter, query, useCase, error, plural, errorValue

    var label: String {
        switch self {
        case .feature: return "feature name"
        case .module: return "module name"
        case .app: return "app prefix"
        case .entity: return "entity name"
        case .enumType: return "enum name"
        case .enumCase: return "case name"
        case .property: return "property name"
        case .parameter: return "parameter name"
        case .query: return "query name"
        case .useCase: return "use case name"
        case .error: return "error name"
        case .plural: return "plural"
        case .errorValue: return "error value name"
        }
    }

    /// Types (and names that become part of type names) start with a capital, as Swift's API guidelines
    /// ask; generated code derives variable names by lowering the first letter, which must not collide.
    var isTypeName: Bool {
        switch self {
        case .feature, .entity, .enumType, .useCase, .plural: return true
        default: return false
        }
    }
}

/// The one place that decides whether a spec name can be used in generated Swift.
///
/// Because every name that reaches a file or folder name passes these rules (letters, digits and `_`
/// only), no spec can make Strata write outside its output folder.
enum NameRules {
    struct Problem: Equatable {
        var message: String
        var hint: String?
    }

    /// In UTF-8 bytes. A generated file's name adds up to about 60 bytes of prefix and suffix to a
    /// name (`…RepositoryProtocol+Mock.swift`, an app prefix): 100 keeps every one under the 255-byte
    /// limit of common file systems, with room to spare for any real name.
    static let maximumLength = 100

    static func problem(with text: String, role: NameRole) -> Problem? {
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
        if text.isEmpty {
            return Problem(message: "\(role.label) is empty", hint: "write a Swift identifier")
        }
        if Naming.keywords.contains(text) {
            return Problem(
                message: "\(role.label) `\(shown)` is a Swift keyword",
                hint: "choose another name; generated code does not escape keywords with backticks"
            )
        }
        guard Naming.isIdentifier(text) else {
            let suggestion = identifierSuggestion(for: text, upper: role.isTypeName).map { "did you mean `\($0)`? " } ?? ""
            return Problem(
                message: "\(role.label) `\(shown)` is not a valid Swift identifier",
                hint: suggestion + "use letters, digits and `_`, not starting with a digit"
            )
        }
        if text.utf8.count > maximumLength {
            return Problem(
                message: "\(role.label) `\(shown)` is \(text.count) characters long; the longest Strata accepts is \(maximumLength)",
                hint: "generated files and types are named after it, and file systems refuse file names over 255 bytes; choose a shorter name"
            )
        }
        if role.isTypeName, let first = text.first, !first.isUppercase {
            return Problem(
                message: "\(role.label) `\(shown)` must start with an uppercase letter",
                hint: "did you mean `\(Naming.upperFirst(text))`?"
            )
        }
        return nil
    }

    /// `my-name` → `myName`, `order item` → `OrderItem`: the identifier the author most likely meant.
    static func identifierSuggestion(for text: String, upper: Bool) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        guard let first = words.first else { return nil }
        var candidate = words.dropFirst().reduce(first) { $0 + Naming.upperFirst($1) }
        candidate = upper ? Naming.upperFirst(candidate) : candidate
        return Naming.isIdentifier(candidate) && candidate != text ? candidate : nil
    }
}
