@_spi(RawSyntax) import SwiftSyntax

/// Readings shared by declarations and members: attributes, parameters, effects, where a
/// declaration starts.
extension SourceText {
    /// `@MainActor`, `@available(iOS 17, *)` → `MainActor`, `available`; attributes under `#if` are skipped.
    func attributeNames(_ attributes: RawNode) -> [String] {
        guard attributes.raw.byteLength > 0 else { return [] }  // no attributes: most declarations
        var names: [String] = []
        attributes.forEachChild { element in
            guard let attribute = element.as(RawAttributeSyntax.self) else { return }
            names.append(text(element.child(attribute.attributeName)))
        }
        return names
    }

    /// `throws`, `throws(E)`, `rethrows` — normalised so `throws (E)` and `throws(E)` compare equal.
    func throwsText(_ clause: RawNode?) -> String? {
        guard let clause, let throwsClause = clause.as(RawThrowsClauseSyntax.self) else { return nil }
        let specifier = clause.child(throwsClause.throwsSpecifier).tokenText
        guard let type = clause.optionalChild(throwsClause.type) else { return specifier }
        let typeText = text(type)
        var result = ""
        result.reserveCapacity(specifier.utf8.count + typeText.utf8.count + 2)  // one allocation, not one per piece
        result += specifier
        result += "("
        result += typeText
        result += ")"
        return result
    }

    /// A subscript's single parameter name is internal only: its label is `_` (`labelsByDefault: false`).
    func parameters(_ clause: RawNode, labelsByDefault: Bool = true) -> [MemberParameter] {
        guard let typed = clause.as(RawFunctionParameterClauseSyntax.self) else { return [] }
        let list = clause.child(typed.parameters)
        var parameters: [MemberParameter] = []
        parameters.reserveCapacity(list.raw.layoutView?.children.count ?? 0)
        list.forEachChild { node in
            guard let parameter = node.as(RawFunctionParameterSyntax.self) else { return }
            let first = node.child(parameter.firstName).tokenText
            let second = node.optionalChild(parameter.secondName)?.tokenText
            let label = second != nil || labelsByDefault ? first : "_"
            var type = text(node.child(parameter.type))
            if parameter.ellipsis != nil { type += "..." }
            parameters.append(MemberParameter(label: label, name: second ?? first, type: type, hasDefault: parameter.defaultValue != nil))
        }
        return parameters
    }

    /// The token a declaration starts with: its first attribute's `@`, its first modifier, or its
    /// keyword (`struct`, `func`, `var`…) — where its line, column and comments are.
    static func startToken(attributes: RawNode, modifiers: RawNode, keyword: RawNode) -> RawNode {
        if let first = attributes.firstChild {
            if let attribute = first.as(RawAttributeSyntax.self) { return first.child(attribute.atSign) }
            if let config = first.as(RawIfConfigDeclSyntax.self) {
                let clauses = first.child(config.clauses)
                if let clause = clauses.firstChild, let typed = clause.as(RawIfConfigClauseSyntax.self) {
                    return clause.child(typed.poundKeyword)
                }
            }
        }
        if let modifier = modifiers.firstChild, let typed = modifier.as(RawDeclModifierSyntax.self) {
            return modifier.child(typed.name)
        }
        return keyword
    }
}

/// `async` in an effect specifier.
func isAsyncKeyword(_ specifier: RawNode?) -> Bool {
    specifier?.isKeyword("async") ?? false
}

/// The modifiers that matter to later stages.
struct ModifierFacts {
    var accessLevel: String?
    var isFinal = false
    var isStatic = false
    var isMutating = false

    init(_ modifiers: RawNode) {
        modifiers.forEachChild { node in
            guard let modifier = node.as(RawDeclModifierSyntax.self) else { return }
            let name = node.child(modifier.name)
            // Keyword kinds, not strings: this runs for every declaration and member.
            guard let token = name.token, token.rawKind == .keyword else { return }
            switch token.rawText {
            case "public", "private", "package", "open", "fileprivate", "internal":
                // `private(set)` restricts the setter only; it is not the declaration's access level.
                if modifier.detail == nil { accessLevel = name.tokenText }
            case "final": isFinal = true
            case "static", "class": isStatic = true
            case "mutating": isMutating = true
            default: break
            }
        }
    }
}
