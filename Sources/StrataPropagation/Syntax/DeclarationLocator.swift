import SwiftSyntax

/// Finds the declarations an edit needs in a parsed file: a type by its (qualified) name, the
/// function-like member the index saw at a line. Walks into `#if` blocks and nested types.
package struct DeclarationLocator {
    package let source: ParsedSource

    package init(source: ParsedSource) {
        self.source = source
    }

    /// The struct, class, actor or enum named `name` (`Outer.Inner` for nested types).
    package func type(named name: String) -> DeclGroupSyntax? {
        var found: DeclGroupSyntax?
        visitTypes(source.tree.statements.map(\.item), outer: "") { qualified, group in
            if found == nil, qualified == name, !group.is(ExtensionDeclSyntax.self), !group.is(ProtocolDeclSyntax.self) { found = group }
        }
        return found
    }

    /// The protocol named `name`.
    package func protocolDecl(named name: String) -> ProtocolDeclSyntax? {
        var found: ProtocolDeclSyntax?
        visitTypes(source.tree.statements.map(\.item), outer: "") { qualified, group in
            if found == nil, qualified == name, let node = group.as(ProtocolDeclSyntax.self) { found = node }
        }
        return found
    }

    /// The extensions of `name` in this file.
    package func extensions(of name: String) -> [ExtensionDeclSyntax] {
        var found: [ExtensionDeclSyntax] = []
        visitTypes(source.tree.statements.map(\.item), outer: "") { qualified, group in
            if let ext = group.as(ExtensionDeclSyntax.self), qualified == name { found.append(ext) }
        }
        return found
    }

    /// The function, initializer or computed property starting on `line` (as the index recorded it).
    package func member(named name: String, line: Int) -> Syntax? {
        final class Finder: SyntaxVisitor {
            let name: String
            let line: Int
            let source: ParsedSource
            var found: Syntax?
            init(name: String, line: Int, source: ParsedSource) {
                self.name = name
                self.line = line
                self.source = source
                super.init(viewMode: .sourceAccurate)
            }
            func matches(_ node: some SyntaxProtocol) -> Bool {
                found == nil && source.line(of: node) == line
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name, matches(node) { found = Syntax(node) }
                return found == nil ? .visitChildren : .skipChildren
            }
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
                if matches(node) { found = Syntax(node) }
                return found == nil ? .visitChildren : .skipChildren
            }
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                if names.contains(name), matches(node) { found = Syntax(node) }
                return found == nil ? .visitChildren : .skipChildren
            }
        }
        let finder = Finder(name: name, line: line, source: source)
        finder.walk(source.tree)
        return finder.found
    }

    private func visitTypes(_ items: [CodeBlockItemSyntax.Item], outer: String, _ body: (String, DeclGroupSyntax) -> Void) {
        for item in items {
            if let ifConfig = item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let statements) = clause.elements {
                        visitTypes(statements.map(\.item), outer: outer, body)
                    }
                }
                continue
            }
            guard let decl = item.as(DeclSyntax.self) else { continue }
            visitDecl(decl, outer: outer, body)
        }
    }

    private func visitDecl(_ decl: DeclSyntax, outer: String, _ body: (String, DeclGroupSyntax) -> Void) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .decls(let members): for member in members { visitDecl(member.decl, outer: outer, body) }
                case .statements(let statements): visitTypes(statements.map(\.item), outer: outer, body)
                default: continue
                }
            }
            return
        }
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
        let ownName: String
        switch group {
        case let node as StructDeclSyntax: ownName = node.name.text
        case let node as ClassDeclSyntax: ownName = node.name.text
        case let node as EnumDeclSyntax: ownName = node.name.text
        case let node as ActorDeclSyntax: ownName = node.name.text
        case let node as ProtocolDeclSyntax: ownName = node.name.text
        case let node as ExtensionDeclSyntax: ownName = node.extendedType.trimmedDescription
        default: return
        }
        let qualified = group.is(ExtensionDeclSyntax.self) || outer.isEmpty ? ownName : outer + "." + ownName
        body(qualified, group)
        for member in group.memberBlock.members { visitDecl(member.decl, outer: qualified, body) }
    }
}
