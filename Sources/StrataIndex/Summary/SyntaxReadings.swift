import SwiftSyntax

/// Readings shared by declarations and members: attributes, parameters, effects.
extension SourceText {
    /// `@MainActor`, `@available(iOS 17, *)` → `MainActor`, `available`; attributes under `#if` are skipped.
    func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return text(attribute.attributeName)
        }
    }

    /// `throws`, `throws(E)`, `rethrows` — normalised so `throws (E)` and `throws(E)` compare equal.
    func throwsText(_ clause: ThrowsClauseSyntax?) -> String? {
        guard let clause else { return nil }
        guard let type = clause.type else { return clause.throwsSpecifier.text }
        return "\(clause.throwsSpecifier.text)(\(text(type)))"
    }

    func isAsync(_ specifier: TokenSyntax?) -> Bool {
        specifier?.tokenKind == .keyword(.async)
    }

    /// A subscript's single parameter name is internal only: its label is `_` (`labelsByDefault: false`).
    func parameters(_ clause: FunctionParameterClauseSyntax, labelsByDefault: Bool = true) -> [MemberParameter] {
        clause.parameters.map { parameter in
            let first = parameter.firstName.text
            let label = parameter.secondName != nil || labelsByDefault ? first : "_"
            var type = text(parameter.type)
            if parameter.ellipsis != nil { type += "..." }
            return MemberParameter(
                label: label, name: parameter.secondName?.text ?? first, type: type, hasDefault: parameter.defaultValue != nil)
        }
    }
}

/// The modifiers that matter to later stages.
struct ModifierFacts {
    var accessLevel: String?
    var isFinal = false
    var isStatic = false
    var isMutating = false

    init(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers {
            // Keyword kinds, not strings: this runs for every declaration and member.
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.private), .keyword(.package), .keyword(.open), .keyword(.fileprivate),
                .keyword(.internal):
                // `private(set)` restricts the setter only; it is not the declaration's access level.
                if modifier.detail == nil { accessLevel = modifier.name.text }
            case .keyword(.final): isFinal = true
            case .keyword(.static), .keyword(.class): isStatic = true
            case .keyword(.mutating): isMutating = true
            default: break
            }
        }
    }
}
