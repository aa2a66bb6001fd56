import StrataIndex
import SwiftSyntax

/// What one file declares that mock generation needs: its protocols, and the ones that do not parse.
package struct FileProtocols: Sendable {
    package var protocols: [MockableProtocol] = []
    package var broken: [BrokenProtocol] = []

    package init(protocols: [MockableProtocol] = [], broken: [BrokenProtocol] = []) {
        self.protocols = protocols
        self.broken = broken
    }
}

/// A protocol whose declaration has syntax errors: mocking it would guess at its requirements.
package struct BrokenProtocol: Sendable, Hashable {
    package var name: String
    package var file: String
    package var line: Int
    package var column: Int
}

/// Reads every protocol of a parsed file into `MockableProtocol`s.
///
/// The walk is structural, like the index's: it enters only the places protocols can live (the file,
/// `#if` branches, the member blocks of types), never bodies or expressions.
package enum ProtocolExtractor {
    package static func extract(_ file: ParsedFile) -> FileProtocols {
        var result = FileProtocols()
        // Most files declare no protocol: a byte search settles it before any walking.
        guard file.contains("protocol") else { return result }
        var imports: [String] = []
        for item in file.tree.statements {
            if let importDecl = item.item.as(ImportDeclSyntax.self) { imports.append(file.text(importDecl)) }
        }
        var walker = Walker(file: file, imports: imports)
        walker.walk(file.tree.statements)
        result.protocols = walker.protocols
        result.broken = walker.broken
        return result
    }

    private struct Walker {
        let file: ParsedFile
        let imports: [String]
        var protocols: [MockableProtocol] = []
        var broken: [BrokenProtocol] = []
        var scope: [String] = []

        mutating func walk(_ items: CodeBlockItemListSyntax) {
            for item in items {
                guard case .decl(let decl) = item.item else { continue }
                visit(decl)
            }
        }

        mutating func walk(_ members: MemberBlockItemListSyntax) {
            for member in members { visit(member.decl) }
        }

        mutating func visit(_ decl: DeclSyntax) {
            switch decl.as(DeclSyntaxEnum.self) {
            case .protocolDecl(let node): read(node)
            case .structDecl(let node): nested(node.name.text, node.memberBlock)
            case .classDecl(let node): nested(node.name.text, node.memberBlock)
            case .enumDecl(let node): nested(node.name.text, node.memberBlock)
            case .actorDecl(let node): nested(node.name.text, node.memberBlock)
            case .extensionDecl(let node): nested(node.extendedType.trimmedDescription, node.memberBlock)
            case .ifConfigDecl(let node):
                // Every branch: the build configuration is not known here.
                for clause in node.clauses {
                    switch clause.elements {
                    case .statements(let items)?: walk(items)
                    case .decls(let members)?: walk(members)
                    default: break
                    }
                }
            default: break
            }
        }

        mutating func nested(_ name: String, _ block: MemberBlockSyntax) {
            scope.append(scope.last.map { "\($0).\(name)" } ?? name)
            walk(block.members)
            scope.removeLast()
        }

        mutating func read(_ node: ProtocolDeclSyntax) {
            let name = scope.last.map { "\($0).\(node.name.text)" } ?? node.name.text
            let start = ParsedFile.startToken(attributes: node.attributes, modifiers: node.modifiers, keyword: node.protocolKeyword)
            if node.hasError {
                let errorToken = Self.firstErrorToken(in: Syntax(node)) ?? start
                broken.append(BrokenProtocol(name: name, file: file.path, line: file.line(of: errorToken), column: file.column(of: errorToken)))
                return
            }
            let reader = RequirementReader(file: file)
            var model = MockableProtocol(
                name: name, file: file.path, line: file.line(of: start), column: file.column(of: start),
                accessLevel: reader.accessLevel(node.modifiers), attributes: reader.attributes(node.attributes),
                inherited: reader.inherited(node.inheritanceClause),
                primaryAssociatedTypes: node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map { $0.name.text } ?? [],
                whereClause: node.genericWhereClause.map { file.text($0.requirements) },
                imports: imports
            )
            if let doc = file.docComment(before: start) { model.annotation = MockableAnnotation.read(docComment: doc) }
            reader.readMembers(node.memberBlock.members, into: &model)
            protocols.append(model)
        }

        /// Where the parser gave up: the first missing or unexpected token.
        static func firstErrorToken(in node: Syntax) -> TokenSyntax? {
            for token in node.tokens(viewMode: .all) {
                if token.presence == .missing { return token }
                var parent = token.parent
                while let current = parent, current.id != node.id {
                    if current.is(UnexpectedNodesSyntax.self) { return token }
                    parent = current.parent
                }
            }
            return nil
        }
    }
}
