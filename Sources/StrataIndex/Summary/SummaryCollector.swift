import SwiftSyntax

/// The one walk over a file's tree: imports and declarations, with qualified names for nested types.
///
/// The walk is deliberately structural: it enters only the places declarations can live (the file,
/// member blocks, `#if` branches) and skips everything else — bodies, initial values, expressions.
/// That is where the time would go, and where adversarial input can nest deeply enough to overflow
/// a recursive walk; declaration nesting is bounded by the parser's nesting limit. What it skips is
/// handed to the `CodeScanner`, which reads code facts from the raw tree far more cheaply.
final class SummaryCollector: SyntaxVisitor {
    private let source: SourceText
    private let facts: DeclarationFacts
    private(set) var imports: [ImportFact] = []
    /// In source order: an outer type is recorded before the types nested in it.
    private(set) var declarations: [Declaration] = []
    /// Qualified names of the enclosing types (`Outer`, `Outer.Inner`).
    private var scope: [String] = []
    private var scanner: CodeScanner
    var code: CodeFacts { scanner.facts }

    init(source: SourceText) {
        self.source = source
        facts = DeclarationFacts(source: source)
        scanner = CodeScanner(source: source)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Where declarations can live

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard case .decl(let decl) = node.item else {  // top-level statements, expressions
            scanner.scan(node)
            return .skipChildren
        }
        switch decl.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typeAliasDecl, .ifConfigDecl,
            .importDecl, .functionDecl, .macroDecl:
            return .visitChildren
        default:
            scanner.scan(node)
            return .skipChildren
        }
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        switch node.decl.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typeAliasDecl, .ifConfigDecl:
            return .visitChildren
        default:
            scanner.scan(node)
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
        scanner.scanHeader(of: node)
        scope.append(qualified)
        walk(node.memberBlock)
        scope.removeLast()
        return .skipChildren
    }

    // MARK: - Other indexed declarations

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            let isTestable = source.attributeNames(node.attributes).contains("testable")
            let start = SourceText.startToken(attributes: node.attributes, modifiers: node.modifiers, keyword: node.importKeyword)
            imports.append(ImportFact(module: module, isTestable: isTestable, line: source.line(start)))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.append(facts.function(node))
        scanner.scan(node)
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = scope.last.map { "\($0).\(node.name.text)" } ?? node.name.text
        declarations.append(facts.typeAlias(node, name: name))
        scanner.scan(node)
        return .skipChildren
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.append(facts.macro(node))
        scanner.scan(node)
        return .skipChildren
    }
}
