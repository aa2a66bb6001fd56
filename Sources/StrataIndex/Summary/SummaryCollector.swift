@_spi(RawSyntax) import SwiftSyntax

/// The one walk over a file's tree: imports and declarations, with qualified names for nested types.
///
/// The walk is deliberately structural: it enters only the places declarations can live (the file,
/// member blocks, `#if` branches) and skips everything else — bodies, initial values, expressions.
/// That is where the time would go, and where adversarial input can nest deeply enough to overflow
/// a recursive walk; declaration nesting is bounded by the parser's nesting limit. What it skips is
/// handed to the `CodeScanner`. Both read the raw tree (see `RawNode` for why).
struct SummaryCollector {
    private let source: SourceText
    private let facts: DeclarationFacts
    private(set) var imports: [ImportFact] = []
    /// In source order: an outer type is recorded before the types nested in it.
    private(set) var declarations: [Declaration] = []
    /// Qualified names of the enclosing types (`Outer`, `Outer.Inner`).
    private var scope: [String] = []
    /// nil when only declarations are asked for: what it would walk is skipped.
    private var scanner: CodeScanner?
    var code: CodeFacts { scanner?.exactlySizedFacts ?? CodeFacts() }

    init(source: SourceText, codeFacts: Bool = true) {
        self.source = source
        facts = DeclarationFacts(source: source)
        scanner = codeFacts ? CodeScanner(source: source) : nil
    }

    /// Walks the file's statements.
    mutating func walk(_ tree: SourceFileSyntax) {
        let file = RawNode(tree.raw, at: tree.position.utf8Offset)
        guard let typed = file.as(RawSourceFileSyntax.self) else { return }
        walkList(file.child(typed.statements))
    }

    // MARK: - Where declarations can live

    /// A `CodeBlockItemList` or a `MemberBlockItemList`.
    private mutating func walkList(_ list: RawNode) {
        list.forEachChild { item in
            switch item.kind {
            case .codeBlockItem: visitCodeBlockItem(item)
            case .memberBlockItem: visitMemberBlockItem(item)
            default: break
            }
        }
    }

    private mutating func visitCodeBlockItem(_ node: RawNode) {
        guard let typed = node.as(RawCodeBlockItemSyntax.self) else { return }
        let item = node.child(typed.item)
        switch item.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typeAliasDecl, .ifConfigDecl:
            visitDeclaration(item)
        case .importDecl:
            visitImport(item)
        case .functionDecl:
            if let declaration = facts.function(item) { declarations.append(declaration) }
            scanner?.scan(item)
        case .macroDecl:
            if let declaration = facts.macro(item) { declarations.append(declaration) }
            scanner?.scan(item)
        default:  // top-level statements, expressions, properties
            scanner?.scan(node)
        }
    }

    private mutating func visitMemberBlockItem(_ node: RawNode) {
        guard let typed = node.as(RawMemberBlockItemSyntax.self) else { return }
        let decl = node.child(typed.decl)
        switch decl.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typeAliasDecl, .ifConfigDecl:
            visitDeclaration(decl)
        default:
            scanner?.scan(node)  // properties, methods…: read by `MemberFacts` with their type
        }
    }

    /// Types, type aliases and `#if` blocks: where a file or a member block can hold declarations.
    private mutating func visitDeclaration(_ node: RawNode) {
        switch node.kind {
        case .typeAliasDecl:
            guard let decl = node.as(RawTypeAliasDeclSyntax.self) else { return }
            let own = node.child(decl.name).tokenText
            if let declaration = facts.typeAlias(node, name: scope.last.map { "\($0).\(own)" } ?? own) {
                declarations.append(declaration)
            }
            scanner?.scan(node)
        case .ifConfigDecl:
            // Both branches: the index does not know the build configuration. Conditions are not walked.
            guard let config = node.as(RawIfConfigDeclSyntax.self) else { return }
            node.child(config.clauses).forEachChild { clause in
                guard let typed = clause.as(RawIfConfigClauseSyntax.self), let elements = clause.optionalChild(typed.elements),
                    elements.kind == .codeBlockItemList || elements.kind == .memberBlockItemList
                else { return }
                walkList(elements)
            }
        default:
            guard let group = RawDeclGroup(node) else { return }
            enter(node, group)
        }
    }

    // MARK: - Types

    /// Records the type, then walks only its member block, for nested types.
    private mutating func enter(_ node: RawNode, _ group: RawDeclGroup) {
        let name = group.kind == .extension ? source.text(group.name) : group.name.tokenText
        let qualified = scope.last.map { "\($0).\(name)" } ?? name
        declarations.append(facts.typeDeclaration(group, name: qualified))
        scanner?.scanHeader(of: node)
        scope.append(qualified)
        if let block = group.memberBlock.as(RawMemberBlockSyntax.self) { walkList(group.memberBlock.child(block.members)) }
        scope.removeLast()
    }

    // MARK: - Imports

    private mutating func visitImport(_ node: RawNode) {
        guard let decl = node.as(RawImportDeclSyntax.self) else { return }
        let path = node.child(decl.path)
        guard let first = path.firstChild, let component = first.as(RawImportPathComponentSyntax.self) else { return }
        let attributes = node.child(decl.attributes)
        let isTestable = source.attributeNames(attributes).contains("testable")
        let start = SourceText.startToken(attributes: attributes, modifiers: node.child(decl.modifiers), keyword: node.child(decl.importKeyword))
        imports.append(ImportFact(module: first.child(component.name).tokenText, isTestable: isTestable, line: source.line(token: start)))
    }
}
