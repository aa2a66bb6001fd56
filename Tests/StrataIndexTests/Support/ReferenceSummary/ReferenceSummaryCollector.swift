// The summary walk as it was before it moved to the raw tree (public `Syntax` API, `SyntaxVisitor`),
// kept as the oracle the raw walk is compared with (`RawSummaryEquivalenceTests`).
@_spi(RawSyntax) import SwiftSyntax

@testable import StrataIndex

final class ReferenceSummaryCollector: SyntaxVisitor {
    private let source: SourceText
    private let facts: ReferenceDeclarationFacts
    private(set) var imports: [ImportFact] = []
    /// In source order: an outer type is recorded before the types nested in it.
    private(set) var declarations: [Declaration] = []
    /// Qualified names of the enclosing types (`Outer`, `Outer.Inner`).
    private var scope: [String] = []
    private var scanner: CodeScanner
    var code: CodeFacts { scanner.facts }

    init(source: SourceText) {
        self.source = source
        facts = ReferenceDeclarationFacts(source: source)
        scanner = CodeScanner(source: source)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Where declarations can live

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard case .decl(let decl) = node.item else {  // top-level statements, expressions
            scanner.scan(RawNode(node.raw, at: node.position.utf8Offset))
            return .skipChildren
        }
        switch decl.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typeAliasDecl, .ifConfigDecl,
            .importDecl, .functionDecl, .macroDecl:
            return .visitChildren
        default:
            scanner.scan(RawNode(node.raw, at: node.position.utf8Offset))
            return .skipChildren
        }
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        switch node.decl.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typeAliasDecl, .ifConfigDecl:
            return .visitChildren
        default:
            scanner.scan(RawNode(node.raw, at: node.position.utf8Offset))
            return .skipChildren  // properties, methods…: read by `MemberFacts` with their type
        }
    }

    /// Both branches: the index does not know the build configuration. The condition is not walked.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        switch node.elements {
        case .statements(let items)?: walk(items)
        case .decls(let members)?: walk(members)
        default: break
        }
        return .skipChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: - Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .struct, node.name.text, isGeneric: node.genericParameterClause != nil || node.genericWhereClause != nil)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .class, node.name.text, isGeneric: node.genericParameterClause != nil || node.genericWhereClause != nil)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .enum, node.name.text, isGeneric: node.genericParameterClause != nil || node.genericWhereClause != nil)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .actor, node.name.text, isGeneric: node.genericParameterClause != nil || node.genericWhereClause != nil)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .protocol, node.name.text, isGeneric: node.primaryAssociatedTypeClause != nil || node.genericWhereClause != nil)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .extension, source.text(node.extendedType), isGeneric: node.genericWhereClause != nil)
    }

    /// Records the type, then walks only its member block, for nested types.
    private func enter(
        _ node: some DeclGroupSyntax, _ kind: Declaration.Kind, _ name: String, isGeneric: Bool
    ) -> SyntaxVisitorContinueKind {
        let qualified = scope.last.map { "\($0).\(name)" } ?? name
        declarations.append(facts.typeDeclaration(node, kind: kind, name: qualified, isGeneric: isGeneric))
        scanner.scanHeader(of: RawNode(node.raw, at: node.position.utf8Offset))
        scope.append(qualified)
        walk(node.memberBlock)
        scope.removeLast()
        return .skipChildren
    }

    // MARK: - Other indexed declarations

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            let isTestable = source.referenceAttributeNames(node.attributes).contains("testable")
            let start = SourceText.startToken(attributes: node.attributes, modifiers: node.modifiers, keyword: node.importKeyword)
            imports.append(ImportFact(module: module, isTestable: isTestable, line: source.line(start)))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.append(facts.function(node))
        scanner.scan(RawNode(node.raw, at: node.position.utf8Offset))
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = scope.last.map { "\($0).\(node.name.text)" } ?? node.name.text
        declarations.append(facts.typeAlias(node, name: name))
        scanner.scan(RawNode(node.raw, at: node.position.utf8Offset))
        return .skipChildren
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.append(facts.macro(node))
        scanner.scan(RawNode(node.raw, at: node.position.utf8Offset))
        return .skipChildren
    }
}
