// The summary walk as it was before it moved to the raw tree (public `Syntax` API, `SyntaxVisitor`),
// kept as the oracle the raw walk is compared with (`RawSummaryEquivalenceTests`).
import SwiftSyntax

@testable import StrataIndex

struct ReferenceDeclarationFacts {
    let source: SourceText

    /// Structs, classes, enums, actors, protocols and extensions share one shape.
    func typeDeclaration(_ decl: some DeclGroupSyntax, kind: Declaration.Kind, name: String, isGeneric: Bool) -> Declaration {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.introducer)
        let modifiers = ReferenceModifierFacts(decl.modifiers)
        let comments = source.comments(before: start)
        let members = ReferenceMemberFacts(source: source, inProtocol: kind == .protocol)
        return Declaration(
            kind: kind, name: name, accessLevel: modifiers.accessLevel, isFinal: modifiers.isFinal,
            attributes: source.referenceAttributeNames(decl.attributes),
            inheritedTypes: decl.inheritanceClause?.inheritedTypes.map { source.text($0.type) } ?? [],
            isGeneric: isGeneric, members: members.members(of: decl.memberBlock),
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(start), column: source.column(start), endLine: source.line(decl.memberBlock.rightBrace)
        )
    }

    /// A top-level function: its signature is carried by one `.method` member.
    func function(_ decl: FunctionDeclSyntax) -> Declaration {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.funcKeyword)
        let member = ReferenceMemberFacts(source: source, inProtocol: false).method(decl)
        let comments = source.comments(before: start)
        return Declaration(
            kind: .function, name: decl.name.text, accessLevel: member.accessLevel, attributes: member.attributes,
            isGeneric: decl.genericParameterClause != nil || decl.genericWhereClause != nil, members: [member],
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(start), column: source.column(start),
            endLine: decl.body.map { source.line($0.rightBrace) } ?? source.endLine(decl)
        )
    }

    func typeAlias(_ decl: TypeAliasDeclSyntax, name: String) -> Declaration {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.typealiasKeyword)
        let comments = source.comments(before: start)
        return Declaration(
            kind: .typealias, name: name, accessLevel: ReferenceModifierFacts(decl.modifiers).accessLevel,
            attributes: source.referenceAttributeNames(decl.attributes),
            isGeneric: decl.genericParameterClause != nil || decl.genericWhereClause != nil,
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(start), column: source.column(start), endLine: source.endLine(decl),
            aliasedType: source.text(decl.initializer.value)
        )
    }

    /// `macro name(…) -> T = #externalMacro(…)`: the signature is carried by one `.method` member.
    func macro(_ decl: MacroDeclSyntax) -> Declaration {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.macroKeyword)
        let modifiers = ReferenceModifierFacts(decl.modifiers)
        let comments = source.comments(before: start)
        let attributes = source.referenceAttributeNames(decl.attributes)
        let member = Member(
            kind: .method, name: decl.name.text, type: decl.signature.returnClause.map { source.text($0.type) },
            parameters: source.referenceParameters(decl.signature.parameterClause), accessLevel: modifiers.accessLevel,
            attributes: attributes, line: source.line(start)
        )
        return Declaration(
            kind: .macro, name: decl.name.text, accessLevel: modifiers.accessLevel, attributes: attributes,
            isGeneric: decl.genericParameterClause != nil || decl.genericWhereClause != nil, members: [member],
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(start), column: source.column(start), endLine: source.endLine(decl)
        )
    }
}
