// The summary walk as it was before it moved to the raw tree (public `Syntax` API, `SyntaxVisitor`),
// kept as the oracle the raw walk is compared with (`RawSummaryEquivalenceTests`).
import SwiftSyntax

@testable import StrataIndex

struct ReferenceMemberFacts {
    let source: SourceText
    /// Protocol requirements have no bodies: their accessors describe requirements, not computation.
    let inProtocol: Bool

    func members(of block: MemberBlockSyntax) -> [Member] {
        var members: [Member] = []
        append(block.members, to: &members)
        return members
    }

    private func append(_ items: MemberBlockItemListSyntax, to members: inout [Member]) {
        for item in items {
            switch item.decl.as(DeclSyntaxEnum.self) {
            case .variableDecl(let variable): appendProperties(variable, to: &members)
            case .functionDecl(let function): members.append(method(function))
            case .initializerDecl(let initializer): members.append(self.initializer(initializer))
            case .enumCaseDecl(let enumCase): appendCases(enumCase, to: &members)
            case .subscriptDecl(let subscriptDecl): members.append(subscriptMember(subscriptDecl))
            case .associatedTypeDecl(let associated): members.append(associatedType(associated))
            case .ifConfigDecl(let ifConfig):
                // Members of every `#if` branch: the index does not know the build configuration.
                for clause in ifConfig.clauses {
                    if case .decls(let nested)? = clause.elements { append(nested, to: &members) }
                }
            default: continue
            }
        }
    }

    // MARK: - Properties

    /// Appends in place: a temporary array per property would be most of the allocations here.
    private func appendProperties(_ decl: VariableDeclSyntax, to members: inout [Member]) {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.bindingSpecifier)
        let modifiers = ReferenceModifierFacts(decl.modifiers)
        let attributes = source.referenceAttributeNames(decl.attributes)
        let comments = source.comments(before: start)
        let isVar = decl.bindingSpecifier.tokenKind == .keyword(.var)
        let first = members.count
        for (index, binding) in decl.bindings.enumerated() {
            let accessors = ReferenceAccessors(binding.accessorBlock, inProtocol: inProtocol, source: source)
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? source.text(binding.pattern)
            members.append(
                Member(
                    kind: .property, name: name, isStatic: modifiers.isStatic, isMutable: isVar,
                    type: binding.typeAnnotation.map { source.text($0.type) },
                    isAsync: accessors.isAsync, throwsClause: accessors.throwsClause, accessLevel: modifiers.accessLevel,
                    attributes: attributes, hasInitializer: binding.initializer != nil || accessors.isComputed,
                    isComputed: accessors.isComputed, line: index == 0 ? source.line(start) : line(of: binding),
                    bodyLineCount: accessors.hasBody ? binding.accessorBlock.map(bodyLines) : nil,
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

    private func bodyLines(_ block: AccessorBlockSyntax) -> Int {
        source.lineSpan(from: block.leftBrace, to: block.rightBrace)
    }

    private func line(of binding: PatternBindingSyntax) -> Int {
        if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier { return source.line(identifier) }
        return source.line(binding)
    }

    // MARK: - Functions

    /// Also used for top-level functions, whose signature is carried by one such member.
    func method(_ decl: FunctionDeclSyntax) -> Member {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.funcKeyword)
        let modifiers = ReferenceModifierFacts(decl.modifiers)
        let comments = source.comments(before: start)
        let signature = decl.signature
        return Member(
            kind: .method, name: decl.name.text, isStatic: modifiers.isStatic, isMutable: modifiers.isMutating,
            type: signature.returnClause.map { source.text($0.type) },
            parameters: source.referenceParameters(signature.parameterClause),
            isAsync: source.referenceIsAsync(signature.effectSpecifiers?.asyncSpecifier),
            throwsClause: source.referenceThrowsText(signature.effectSpecifiers?.throwsClause),
            accessLevel: modifiers.accessLevel, attributes: source.referenceAttributeNames(decl.attributes),
            line: source.line(start), bodyLineCount: decl.body.map { source.lineSpan(from: $0.leftBrace, to: $0.rightBrace) },
            precedingMark: comments.precedingMark, docComment: comments.docComment
        )
    }

    private func initializer(_ decl: InitializerDeclSyntax) -> Member {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.initKeyword)
        let modifiers = ReferenceModifierFacts(decl.modifiers)
        let comments = source.comments(before: start)
        let signature = decl.signature
        return Member(
            kind: .initializer, name: "init", parameters: source.referenceParameters(signature.parameterClause),
            isAsync: source.referenceIsAsync(signature.effectSpecifiers?.asyncSpecifier),
            throwsClause: source.referenceThrowsText(signature.effectSpecifiers?.throwsClause),
            accessLevel: modifiers.accessLevel, attributes: source.referenceAttributeNames(decl.attributes),
            line: source.line(start), bodyLineCount: decl.body.map { source.lineSpan(from: $0.leftBrace, to: $0.rightBrace) },
            precedingMark: comments.precedingMark, docComment: comments.docComment
        )
    }

    private func subscriptMember(_ decl: SubscriptDeclSyntax) -> Member {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.subscriptKeyword)
        let modifiers = ReferenceModifierFacts(decl.modifiers)
        let comments = source.comments(before: start)
        let accessors = ReferenceAccessors(decl.accessorBlock, inProtocol: inProtocol, source: source)
        return Member(
            kind: .subscript, name: "subscript", isStatic: modifiers.isStatic, isMutable: accessors.keywords.contains("set"),
            type: source.text(decl.returnClause.type),
            parameters: source.referenceParameters(decl.parameterClause, labelsByDefault: false),
            isAsync: accessors.isAsync, throwsClause: accessors.throwsClause, accessLevel: modifiers.accessLevel,
            attributes: source.referenceAttributeNames(decl.attributes), isComputed: accessors.isComputed,
            line: source.line(start),
            bodyLineCount: accessors.hasBody ? decl.accessorBlock.map(bodyLines) : nil,
            accessors: accessors.keywords, precedingMark: comments.precedingMark, docComment: comments.docComment
        )
    }

    // MARK: - Enum cases and associated types

    private func appendCases(_ decl: EnumCaseDeclSyntax, to members: inout [Member]) {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.caseKeyword)
        let modifiers = ReferenceModifierFacts(decl.modifiers)
        let attributes = source.referenceAttributeNames(decl.attributes)
        let comments = source.comments(before: start)
        for element in decl.elements {
            let parameters = element.parameterClause?.parameters.map { parameter in
                MemberParameter(
                    label: parameter.firstName?.text ?? "_",
                    name: parameter.secondName?.text ?? parameter.firstName?.text ?? "",
                    type: source.text(parameter.type), hasDefault: parameter.defaultValue != nil
                )
            }
            members.append(
                Member(
                    kind: .enumCase, name: element.name.text, parameters: parameters ?? [], accessLevel: modifiers.accessLevel,
                    attributes: attributes, rawValue: element.rawValue.map { source.text($0.value) },
                    line: source.line(element.name), precedingMark: comments.precedingMark, docComment: comments.docComment
                ))
        }
    }

    /// `type` holds the constraint (`Sendable` in `associatedtype Item: Sendable`); a default makes
    /// `hasInitializer` true.
    private func associatedType(_ decl: AssociatedTypeDeclSyntax) -> Member {
        let start = SourceText.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.associatedtypeKeyword)
        let comments = source.comments(before: start)
        return Member(
            kind: .associatedType, name: decl.name.text,
            type: decl.inheritanceClause.map { source.text($0.inheritedTypes) },
            accessLevel: ReferenceModifierFacts(decl.modifiers).accessLevel, attributes: source.referenceAttributeNames(decl.attributes),
            hasInitializer: decl.initializer != nil, line: source.line(start),
            precedingMark: comments.precedingMark, docComment: comments.docComment
        )
    }
}

private struct ReferenceAccessors {
    var keywords: [String] = []
    var isComputed = false
    var hasBody = false
    var isAsync = false
    var throwsClause: String?

    init(_ block: AccessorBlockSyntax?, inProtocol: Bool, source: SourceText) {
        guard let block else { return }
        switch block.accessors {
        case .getter:
            keywords = ["get"]
            hasBody = true
        case .accessors(let list):
            for accessor in list {
                let keyword = accessor.accessorSpecifier.text
                keywords.append(keyword)
                if accessor.body != nil { hasBody = true }
                if keyword == "get" {
                    isAsync = source.referenceIsAsync(accessor.effectSpecifiers?.asyncSpecifier)
                    throwsClause = source.referenceThrowsText(accessor.effectSpecifiers?.throwsClause)
                }
            }
        }
        // Observers (`willSet`/`didSet`) watch a stored property; anything else with a body computes.
        isComputed = !inProtocol && hasBody && keywords.contains { $0 != "willSet" && $0 != "didSet" }
    }
}
