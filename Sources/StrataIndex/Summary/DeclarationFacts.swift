import SwiftSyntax

/// Builds one `Declaration` from a declaration node; the visitor decides which nodes and names.
struct DeclarationFacts {
    let source: SourceText

    /// Structs, classes, enums, actors, protocols and extensions share one shape.
    func typeDeclaration(
        _ decl: some DeclGroupSyntax, kind: Declaration.Kind, name: String, isGeneric: Bool
    ) -> Declaration {
        let modifiers = ModifierFacts(decl.modifiers)
        let comments = TriviaFacts.attached(to: source.leadingTrivia(decl))
        let members = MemberFacts(source: source, inProtocol: kind == .protocol)
        return Declaration(
            kind: kind, name: name, accessLevel: modifiers.accessLevel, isFinal: modifiers.isFinal,
            attributes: source.attributeNames(decl.attributes),
            inheritedTypes: decl.inheritanceClause?.inheritedTypes.map { source.text($0.type) } ?? [],
            isGeneric: isGeneric, members: members.members(of: decl.memberBlock),
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(decl), column: source.column(decl), endLine: source.endLine(decl)
        )
    }

    /// A top-level function: its signature is carried by one `.method` member.
    func function(_ decl: FunctionDeclSyntax) -> Declaration {
        let modifiers = ModifierFacts(decl.modifiers)
        let comments = TriviaFacts.attached(to: source.leadingTrivia(decl))
        let signature = decl.signature
        let member = Member(
            kind: .method, name: decl.name.text, type: signature.returnClause.map { source.text($0.type) },
            parameters: source.parameters(signature.parameterClause),
            isAsync: source.isAsync(signature.effectSpecifiers?.asyncSpecifier),
            throwsClause: source.throwsText(signature.effectSpecifiers?.throwsClause),
            accessLevel: modifiers.accessLevel, attributes: source.attributeNames(decl.attributes),
            line: source.line(decl), bodyLineCount: decl.body.map { source.lineSpan($0) }
        )
        return Declaration(
            kind: .function, name: decl.name.text, accessLevel: modifiers.accessLevel,
            attributes: member.attributes, isGeneric: decl.genericParameterClause != nil || decl.genericWhereClause != nil,
            members: [member], precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(decl), column: source.column(decl), endLine: source.endLine(decl)
        )
    }

    func typeAlias(_ decl: TypeAliasDeclSyntax, name: String) -> Declaration {
        let modifiers = ModifierFacts(decl.modifiers)
        let comments = TriviaFacts.attached(to: source.leadingTrivia(decl))
        return Declaration(
            kind: .typealias, name: name, accessLevel: modifiers.accessLevel,
            attributes: source.attributeNames(decl.attributes),
            isGeneric: decl.genericParameterClause != nil || decl.genericWhereClause != nil,
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(decl), column: source.column(decl), endLine: source.endLine(decl),
            aliasedType: source.text(decl.initializer.value)
        )
    }

    /// `macro name(…) -> T = #externalMacro(…)`: the signature is carried by one `.method` member.
    func macro(_ decl: MacroDeclSyntax) -> Declaration {
        let modifiers = ModifierFacts(decl.modifiers)
        let comments = TriviaFacts.attached(to: source.leadingTrivia(decl))
        let attributes = source.attributeNames(decl.attributes)
        let member = Member(
            kind: .method, name: decl.name.text, type: decl.signature.returnClause.map { source.text($0.type) },
            parameters: source.parameters(decl.signature.parameterClause), accessLevel: modifiers.accessLevel,
            attributes: attributes, line: source.line(decl)
        )
        return Declaration(
            kind: .macro, name: decl.name.text, accessLevel: modifiers.accessLevel, attributes: attributes,
            isGeneric: decl.genericParameterClause != nil || decl.genericWhereClause != nil, members: [member],
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(decl), column: source.column(decl), endLine: source.endLine(decl)
        )
    }
}
