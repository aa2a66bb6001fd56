// The summary walk as it was before it moved to the raw tree (public `Syntax` API, `SyntaxVisitor`),
// kept as the oracle the raw walk is compared with (`RawSummaryEquivalenceTests`).
import SwiftSyntax

@testable import StrataIndex

/// Readings shared by declarations and members: attributes, parameters, effects.
extension SourceText {
    /// `@MainActor`, `@available(iOS 17, *)` → `MainActor`, `available`; attributes under `#if` are skipped.
    func referenceAttributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return text(attribute.attributeName)
        }
    }

    /// `throws`, `throws(E)`, `rethrows` — normalised so `throws (E)` and `throws(E)` compare equal.
    func referenceThrowsText(_ clause: ThrowsClauseSyntax?) -> String? {
        guard let clause else { return nil }
        guard let type = clause.type else { return clause.throwsSpecifier.text }
        return "\(clause.throwsSpecifier.text)(\(text(type)))"
    }

    func referenceIsAsync(_ specifier: TokenSyntax?) -> Bool {
        specifier?.tokenKind == .keyword(.async)
    }

    /// A subscript's single parameter name is internal only: its label is `_` (`labelsByDefault: false`).
    func referenceParameters(_ clause: FunctionParameterClauseSyntax, labelsByDefault: Bool = true) -> [MemberParameter] {
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
struct ReferenceModifierFacts {
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

/// Positions of nodes through the public API, as the summary computed them before.
extension SourceText {
    /// 1-based line where a node's text starts, for nodes without a known first token.
    func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(ofOffset: node.position.utf8Offset + (Self.firstToken(Syntax(node))?.leadingTriviaLength.utf8Length ?? 0))
    }

    /// Line of the node's last character.
    func endLine(_ node: some SyntaxProtocol) -> Int {
        guard let last = Self.lastToken(Syntax(node)) else { return line(node) }
        let start = last.positionAfterSkippingLeadingTrivia.utf8Offset
        return lines.line(ofOffset: max(start, last.endPositionBeforeTrailingTrivia.utf8Offset - 1))
    }

    /// Lines from the opening to the closing brace, both included (a one-line body counts 1).
    func lineSpan(from open: TokenSyntax, to close: TokenSyntax) -> Int {
        max(1, line(close) - line(open) + 1)  // a missing `}` sits where it was expected
    }
}
