@_spi(RawSyntax) import SwiftSyntax

/// Builds one `Declaration` from a raw declaration node; the walk decides which nodes and names.
struct DeclarationFacts {
    let source: SourceText

    /// Structs, classes, enums, actors, protocols and extensions share one shape.
    func typeDeclaration(_ decl: RawDeclGroup, name: String) -> Declaration {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.introducer)
        let modifiers = ModifierFacts(decl.modifiers)
        let comments = source.comments(before: start)
        let members = MemberFacts(source: source, inProtocol: decl.kind == .protocol)
        var inheritedTypes: [String] = []
        if let clause = decl.inheritanceClause, let typed = clause.as(RawInheritanceClauseSyntax.self) {
            clause.child(typed.inheritedTypes).forEachChild { entry in
                guard let inherited = entry.as(RawInheritedTypeSyntax.self) else { return }
                inheritedTypes.append(source.text(entry.child(inherited.type)))
            }
        }
        let block = decl.memberBlock.as(RawMemberBlockSyntax.self)
        return Declaration(
            kind: decl.kind, name: name, accessLevel: modifiers.accessLevel, isFinal: modifiers.isFinal,
            attributes: source.attributeNames(decl.attributes),
            inheritedTypes: inheritedTypes,
            isGeneric: decl.isGeneric, members: members.members(of: decl.memberBlock),
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(token: start), column: source.column(token: start),
            endLine: block.map { source.line(token: decl.memberBlock.child($0.rightBrace)) } ?? source.endLine(decl.memberBlock)
        )
    }

    /// A top-level function: its signature is carried by one `.method` member.
    func function(_ node: RawNode) -> Declaration? {
        guard let decl = node.as(RawFunctionDeclSyntax.self) else { return nil }
        let start = SourceText.startToken(
            attributes: node.child(decl.attributes), modifiers: node.child(decl.modifiers), keyword: node.child(decl.funcKeyword))
        let member = MemberFacts(source: source, inProtocol: false).method(node, decl)
        let comments = source.comments(before: start)
        return Declaration(
            kind: .function, name: node.child(decl.name).tokenText, accessLevel: member.accessLevel, attributes: member.attributes,
            isGeneric: decl.genericParameterClause != nil || decl.genericWhereClause != nil, members: [member],
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(token: start), column: source.column(token: start),
            endLine: Self.rightBrace(of: node.optionalChild(decl.body)).map { source.line(token: $0) } ?? source.endLine(node)
        )
    }

    func typeAlias(_ node: RawNode, name: String) -> Declaration? {
        guard let decl = node.as(RawTypeAliasDeclSyntax.self) else { return nil }
        let attributes = node.child(decl.attributes)
        let modifiers = node.child(decl.modifiers)
        let start = SourceText.startToken(attributes: attributes, modifiers: modifiers, keyword: node.child(decl.typealiasKeyword))
        let comments = source.comments(before: start)
        let initializer = node.child(decl.initializer)
        return Declaration(
            kind: .typealias, name: name, accessLevel: ModifierFacts(modifiers).accessLevel,
            attributes: source.attributeNames(attributes),
            isGeneric: decl.genericParameterClause != nil || decl.genericWhereClause != nil,
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(token: start), column: source.column(token: start), endLine: source.endLine(node),
            aliasedType: source.text(initializer.child(decl.initializer.value))
        )
    }

    /// `macro name(…) -> T = #externalMacro(…)`: the signature is carried by one `.method` member.
    func macro(_ node: RawNode) -> Declaration? {
        guard let decl = node.as(RawMacroDeclSyntax.self) else { return nil }
        let attributeList = node.child(decl.attributes)
        let modifierList = node.child(decl.modifiers)
        let start = SourceText.startToken(attributes: attributeList, modifiers: modifierList, keyword: node.child(decl.macroKeyword))
        let modifiers = ModifierFacts(modifierList)
        let comments = source.comments(before: start)
        let attributes = source.attributeNames(attributeList)
        let name = node.child(decl.name).tokenText
        let signature = node.child(decl.signature)
        let returnClause = signature.optionalChild(decl.signature.returnClause)
        let member = Member(
            kind: .method, name: name, type: returnClause.map { source.text($0.child(decl.signature.returnClause!.type)) },
            parameters: source.parameters(signature.child(decl.signature.parameterClause)), accessLevel: modifiers.accessLevel,
            attributes: attributes, line: source.line(token: start)
        )
        return Declaration(
            kind: .macro, name: name, accessLevel: modifiers.accessLevel, attributes: attributes,
            isGeneric: decl.genericParameterClause != nil || decl.genericWhereClause != nil, members: [member],
            precedingMark: comments.precedingMark, docComment: comments.docComment,
            line: source.line(token: start), column: source.column(token: start), endLine: source.endLine(node)
        )
    }

    /// A code block's `}`, present or missing.
    static func rightBrace(of block: RawNode?) -> RawNode? {
        guard let block, let typed = block.as(RawCodeBlockSyntax.self) else { return nil }
        return block.child(typed.rightBrace)
    }
}
