import StrataIndex
import SwiftSyntax

/// `TypeSyntax` → `TypeText`: the written spelling plus the stored and closure spellings a mock needs.
enum TypeReader {
    static func read(_ type: TypeSyntax, in file: ParsedFile) -> TypeText {
        let written = file.text(type)
        var base = type
        var isInout = false
        var isEscaping = false
        var hasSpecifiers = false
        if let attributed = type.as(AttributedTypeSyntax.self) {
            base = attributed.baseType
            for specifier in attributed.specifiers {
                hasSpecifiers = true
                if case .simpleTypeSpecifier(let simple) = specifier, simple.specifier.tokenKind == .keyword(.inout) { isInout = true }
            }
            isEscaping = attributed.attributes.contains { element in
                if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == "escaping" }
                return false
            }
        }
        let isOptional =
            base.is(OptionalTypeSyntax.self) || base.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || base.as(IdentifierTypeSyntax.self).map { $0.name.text == "Optional" && $0.genericArgumentClause != nil } == true
        let isFunction = base.is(FunctionTypeSyntax.self)
        let needsParentheses = isFunction || base.is(SomeOrAnyTypeSyntax.self) || base.is(CompositionTypeSyntax.self)

        var stored = written
        var inClosure = written
        // Most types are plain names: rebuild token by token only when something must change.
        if hasSpecifiers || isEscaping || Self.mayContainSome(written) {
            stored = respell(type, dropping: true)
            inClosure = respell(type, dropping: false)
        }
        if base.is(ImplicitlyUnwrappedOptionalTypeSyntax.self), stored.hasSuffix("!") {
            stored = String(stored.dropLast()) + "?"
        }
        return TypeText(
            written: written, stored: stored, inClosure: inClosure, isOptional: isOptional, isFunction: isFunction,
            isEscaping: isEscaping, isInout: isInout, needsParentheses: needsParentheses)
    }

    private static func mayContainSome(_ text: String) -> Bool {
        TextSearch.contains(text, "some")
    }

    /// The type's tokens with `some` spelled `any`; with `dropping`, without the outermost
    /// `@escaping` and specifiers (`inout`, `borrowing`, `sending`…), which describe the parameter,
    /// not the value. Whitespace becomes one space.
    private static func respell(_ type: TypeSyntax, dropping: Bool) -> String {
        var skipped = Set<SyntaxIdentifier>()
        if dropping, let attributed = type.as(AttributedTypeSyntax.self) {
            for token in attributed.specifiers.tokens(viewMode: .sourceAccurate) { skipped.insert(token.id) }
            for element in attributed.attributes {
                guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "escaping" else { continue }
                for token in attribute.tokens(viewMode: .sourceAccurate) { skipped.insert(token.id) }
            }
        }
        var text = ""
        for token in type.tokens(viewMode: .sourceAccurate) where !skipped.contains(token.id) {
            let spelling = token.tokenKind == .keyword(.some) && token.parent?.is(SomeOrAnyTypeSyntax.self) == true ? "any" : token.text
            if !token.leadingTrivia.isEmpty, !text.isEmpty, text.last != " " { text += " " }
            text += spelling
            if !token.trailingTrivia.isEmpty { text += " " }
        }
        return text.trimmingSpaces
    }
}
