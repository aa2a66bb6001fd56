@_spi(RawSyntax) import SwiftSyntax

/// The members of a type, extension or protocol, read straight from its member block.
///
/// Members are read here rather than by the walk so each declaration is complete when it is
/// built; the walk only enters member blocks to find nested types.
struct MemberFacts {
    let source: SourceText
    /// Protocol requirements have no bodies: their accessors describe requirements, not computation.
    let inProtocol: Bool

    func members(of block: RawNode) -> [Member] {
        guard let typed = block.as(RawMemberBlockSyntax.self) else { return [] }
        let items = block.child(typed.members)
        var members: [Member] = []
        members.reserveCapacity(items.raw.layoutView?.children.count ?? 0)  // about one member per item
        append(items, to: &members)
        return members
    }

    private func append(_ items: RawNode, to members: inout [Member]) {
        items.forEachChild { item in
            guard let typed = item.as(RawMemberBlockItemSyntax.self) else { return }
            let decl = item.child(typed.decl)
            switch decl.kind {
            case .variableDecl: appendProperties(decl, to: &members)
            case .functionDecl: if let function = decl.as(RawFunctionDeclSyntax.self) { members.append(method(decl, function)) }
            case .initializerDecl: if let member = initializer(decl) { members.append(member) }
            case .enumCaseDecl: appendCases(decl, to: &members)
            case .subscriptDecl: if let member = subscriptMember(decl) { members.append(member) }
            case .associatedTypeDecl: if let member = associatedType(decl) { members.append(member) }
            case .ifConfigDecl:
                // Members of every `#if` branch: the index does not know the build configuration.
                guard let config = decl.as(RawIfConfigDeclSyntax.self) else { return }
                decl.child(config.clauses).forEachChild { clause in
                    guard let typedClause = clause.as(RawIfConfigClauseSyntax.self), let elements = clause.optionalChild(typedClause.elements),
                        elements.kind == .memberBlockItemList
                    else { return }
                    append(elements, to: &members)
                }
            default: return
            }
        }
    }

    // MARK: - Properties

    /// Appends in place: a temporary array per property would be most of the allocations here.
    private func appendProperties(_ node: RawNode, to members: inout [Member]) {
        guard let decl = node.as(RawVariableDeclSyntax.self) else { return }
        let attributeList = node.child(decl.attributes)
        let modifierList = node.child(decl.modifiers)
        let specifier = node.child(decl.bindingSpecifier)
        let start = SourceText.startToken(attributes: attributeList, modifiers: modifierList, keyword: specifier)
        let modifiers = ModifierFacts(modifierList)
        let attributes = source.attributeNames(attributeList)
        let comments = source.comments(before: start)
        let isVar = specifier.isKeyword("var")
        let first = members.count
        var index = 0
        node.child(decl.bindings).forEachChild { bindingNode in
            defer { index += 1 }
            guard let binding = bindingNode.as(RawPatternBindingSyntax.self) else { return }
            let accessorBlock = bindingNode.optionalChild(binding.accessorBlock)
            let accessors = Accessors(accessorBlock, inProtocol: inProtocol, source: source)
            let pattern = bindingNode.child(binding.pattern)
            let identifier = pattern.as(RawIdentifierPatternSyntax.self).map { pattern.child($0.identifier) }
            let type = bindingNode.optionalChild(binding.typeAnnotation).map { annotation in
                source.text(annotation.child(binding.typeAnnotation!.type))
            }
            members.append(
                Member(
                    kind: .property, name: identifier?.tokenText ?? source.text(pattern), isStatic: modifiers.isStatic, isMutable: isVar,
                    type: type, isAsync: accessors.isAsync, throwsClause: accessors.throwsClause, accessLevel: modifiers.accessLevel,
                    attributes: attributes, hasInitializer: binding.initializer != nil || accessors.isComputed,
                    isComputed: accessors.isComputed,
                    line: index == 0 ? source.line(token: start) : identifier.map { source.line(token: $0) } ?? source.line(bindingNode),
                    bodyLineCount: accessors.hasBody ? accessorBlock.flatMap(bodyLines) : nil,
                    accessors: accessors.keywords, precedingMark: comments.precedingMark, docComment: comments.docComment
                ))
        }
        // `var a, b: Int`: `a` has the type written after `b`.
        var laterType: String?
        for index in (first..<members.count).reversed() {
            if members[index].type == nil, !members[index].hasInitializer, members[index].accessors.isEmpty {
                members[index].type = laterType
            }
            laterType = members[index].type
        }
    }

    private func bodyLines(_ block: RawNode) -> Int? {
        guard let typed = block.as(RawAccessorBlockSyntax.self) else { return nil }
        return source.lineSpan(from: block.child(typed.leftBrace), to: block.child(typed.rightBrace))
    }

    // MARK: - Functions

    /// Also used for top-level functions, whose signature is carried by one such member.
    func method(_ node: RawNode, _ decl: RawFunctionDeclSyntax) -> Member {
        let attributeList = node.child(decl.attributes)
        let modifierList = node.child(decl.modifiers)
        let start = SourceText.startToken(attributes: attributeList, modifiers: modifierList, keyword: node.child(decl.funcKeyword))
        let modifiers = ModifierFacts(modifierList)
        let comments = source.comments(before: start)
        let signature = Signature(node.child(decl.signature), source: source)
        return Member(
            kind: .method, name: node.child(decl.name).tokenText, isStatic: modifiers.isStatic, isMutable: modifiers.isMutating,
            type: signature.returnType, parameters: signature.parameters, isAsync: signature.isAsync, throwsClause: signature.throwsClause,
            accessLevel: modifiers.accessLevel, attributes: source.attributeNames(attributeList),
            line: source.line(token: start), bodyLineCount: bodyLines(code: node.optionalChild(decl.body)),
            precedingMark: comments.precedingMark, docComment: comments.docComment
        )
    }

    private func initializer(_ node: RawNode) -> Member? {
        guard let decl = node.as(RawInitializerDeclSyntax.self) else { return nil }
        let attributeList = node.child(decl.attributes)
        let modifierList = node.child(decl.modifiers)
        let start = SourceText.startToken(attributes: attributeList, modifiers: modifierList, keyword: node.child(decl.initKeyword))
        let modifiers = ModifierFacts(modifierList)
        let comments = source.comments(before: start)
        let signature = Signature(node.child(decl.signature), source: source)
        return Member(
            kind: .initializer, name: "init", parameters: signature.parameters, isAsync: signature.isAsync,
            throwsClause: signature.throwsClause, accessLevel: modifiers.accessLevel, attributes: source.attributeNames(attributeList),
            line: source.line(token: start), bodyLineCount: bodyLines(code: node.optionalChild(decl.body)),
            precedingMark: comments.precedingMark, docComment: comments.docComment
        )
    }

    private func bodyLines(code block: RawNode?) -> Int? {
        guard let block, let typed = block.as(RawCodeBlockSyntax.self) else { return nil }
        return source.lineSpan(from: block.child(typed.leftBrace), to: block.child(typed.rightBrace))
    }

    private func subscriptMember(_ node: RawNode) -> Member? {
        guard let decl = node.as(RawSubscriptDeclSyntax.self) else { return nil }
        let attributeList = node.child(decl.attributes)
        let modifierList = node.child(decl.modifiers)
        let start = SourceText.startToken(attributes: attributeList, modifiers: modifierList, keyword: node.child(decl.subscriptKeyword))
        let modifiers = ModifierFacts(modifierList)
        let comments = source.comments(before: start)
        let accessorBlock = node.optionalChild(decl.accessorBlock)
        let accessors = Accessors(accessorBlock, inProtocol: inProtocol, source: source)
        let returnClause = node.child(decl.returnClause)
        return Member(
            kind: .subscript, name: "subscript", isStatic: modifiers.isStatic, isMutable: accessors.keywords.contains("set"),
            type: source.text(returnClause.child(decl.returnClause.type)),
            parameters: source.parameters(node.child(decl.parameterClause), labelsByDefault: false),
            isAsync: accessors.isAsync, throwsClause: accessors.throwsClause, accessLevel: modifiers.accessLevel,
            attributes: source.attributeNames(attributeList), isComputed: accessors.isComputed,
            line: source.line(token: start),
            bodyLineCount: accessors.hasBody ? accessorBlock.flatMap(bodyLines) : nil,
            accessors: accessors.keywords, precedingMark: comments.precedingMark, docComment: comments.docComment
        )
    }

    // MARK: - Enum cases and associated types

    private func appendCases(_ node: RawNode, to members: inout [Member]) {
        guard let decl = node.as(RawEnumCaseDeclSyntax.self) else { return }
        let attributeList = node.child(decl.attributes)
        let modifierList = node.child(decl.modifiers)
        let start = SourceText.startToken(attributes: attributeList, modifiers: modifierList, keyword: node.child(decl.caseKeyword))
        let modifiers = ModifierFacts(modifierList)
        let attributes = source.attributeNames(attributeList)
        let comments = source.comments(before: start)
        node.child(decl.elements).forEachChild { elementNode in
            guard let element = elementNode.as(RawEnumCaseElementSyntax.self) else { return }
            var parameters: [MemberParameter] = []
            if let clause = elementNode.optionalChild(element.parameterClause), let typedClause = element.parameterClause {
                clause.child(typedClause.parameters).forEachChild { parameterNode in
                    guard let parameter = parameterNode.as(RawEnumCaseParameterSyntax.self) else { return }
                    let first = parameterNode.optionalChild(parameter.firstName)?.tokenText
                    let second = parameterNode.optionalChild(parameter.secondName)?.tokenText
                    parameters.append(
                        MemberParameter(
                            label: first ?? "_", name: second ?? first ?? "", type: source.text(parameterNode.child(parameter.type)),
                            hasDefault: parameter.defaultValue != nil))
                }
            }
            let rawValue = elementNode.optionalChild(element.rawValue).map { clause in source.text(clause.child(element.rawValue!.value)) }
            members.append(
                Member(
                    kind: .enumCase, name: elementNode.child(element.name).tokenText, parameters: parameters,
                    accessLevel: modifiers.accessLevel, attributes: attributes, rawValue: rawValue,
                    line: source.line(token: elementNode.child(element.name)), precedingMark: comments.precedingMark,
                    docComment: comments.docComment
                ))
        }
    }

    /// `type` holds the constraint (`Sendable` in `associatedtype Item: Sendable`); a default makes
    /// `hasInitializer` true.
    private func associatedType(_ node: RawNode) -> Member? {
        guard let decl = node.as(RawAssociatedTypeDeclSyntax.self) else { return nil }
        let attributeList = node.child(decl.attributes)
        let modifierList = node.child(decl.modifiers)
        let start = SourceText.startToken(
            attributes: attributeList, modifiers: modifierList, keyword: node.child(decl.associatedtypeKeyword))
        let comments = source.comments(before: start)
        let constraint = node.optionalChild(decl.inheritanceClause).map { clause in
            source.text(clause.child(decl.inheritanceClause!.inheritedTypes))
        }
        return Member(
            kind: .associatedType, name: node.child(decl.name).tokenText, type: constraint,
            accessLevel: ModifierFacts(modifierList).accessLevel, attributes: source.attributeNames(attributeList),
            hasInitializer: decl.initializer != nil, line: source.line(token: start),
            precedingMark: comments.precedingMark, docComment: comments.docComment
        )
    }
}

/// A function's or initializer's signature: parameters, effects, return type.
private struct Signature {
    var parameters: [MemberParameter] = []
    var isAsync = false
    var throwsClause: String?
    var returnType: String?

    init(_ node: RawNode, source: SourceText) {
        guard let signature = node.as(RawFunctionSignatureSyntax.self) else { return }
        parameters = source.parameters(node.child(signature.parameterClause))
        if let effects = node.optionalChild(signature.effectSpecifiers), let typed = signature.effectSpecifiers {
            isAsync = isAsyncKeyword(effects.optionalChild(typed.asyncSpecifier))
            throwsClause = source.throwsText(effects.optionalChild(typed.throwsClause))
        }
        if let returnClause = node.optionalChild(signature.returnClause), let typed = signature.returnClause {
            returnType = source.text(returnClause.child(typed.type))
        }
    }
}

/// What a property's or subscript's `{ … }` says: which accessors, whether it computes, its effects.
private struct Accessors {
    var keywords: [String] = []
    var isComputed = false
    var hasBody = false
    var isAsync = false
    var throwsClause: String?

    init(_ block: RawNode?, inProtocol: Bool, source: SourceText) {
        guard let block, let typed = block.as(RawAccessorBlockSyntax.self) else { return }
        let accessors = block.child(typed.accessors)
        if accessors.kind == .accessorDeclList {
            accessors.forEachChild { node in
                guard let accessor = node.as(RawAccessorDeclSyntax.self) else { return }
                let keyword = node.child(accessor.accessorSpecifier).tokenText
                keywords.append(keyword)
                if accessor.body != nil { hasBody = true }
                if keyword == "get" {
                    let effects = node.optionalChild(accessor.effectSpecifiers)
                    let typedEffects = accessor.effectSpecifiers
                    isAsync = isAsyncKeyword(effects.flatMap { $0.optionalChild(typedEffects?.asyncSpecifier) })
                    throwsClause = source.throwsText(effects.flatMap { $0.optionalChild(typedEffects?.throwsClause) })
                }
            }
        } else {
            keywords = ["get"]
            hasBody = true
        }
        // Observers (`willSet`/`didSet`) watch a stored property; anything else with a body computes.
        isComputed = !inProtocol && hasBody && keywords.contains { $0 != "willSet" && $0 != "didSet" }
    }
}
