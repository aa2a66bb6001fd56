import StrataIndex
import StrataWorkspace
import SwiftParser
import SwiftSyntax

/// Turns `PendingFix`es into text edits against one file's syntax tree. The file is read and parsed
/// once, and only when one of its findings has a pending fix; if it changed since it was indexed,
/// or the declaration is not where the index saw it, the fix is dropped (the finding stays).
struct PendingFixPlacer {
    private let source: String?
    private var parsed: (tree: SourceFileSyntax, converter: SourceLocationConverter)?

    /// - Parameter text: the file's text, nil when it could not be read; it is ignored unless its
    ///   hash is `contentHash` (what the index read).
    init(path: String, text: String?, contentHash: String) {
        source = text.flatMap { FileSummary.contentHash(of: $0) == contentHash ? $0 : nil }
        self.path = path
    }

    private let path: String

    mutating func place(_ pending: PendingFix) -> Fix? {
        guard let source else { return nil }
        if parsed == nil {
            let tree = Parser.parse(source: source)
            parsed = (tree, SourceLocationConverter(fileName: path, tree: tree))
        }
        guard let tree = parsed?.tree, let converter = parsed?.converter else { return nil }
        switch pending {
        case .addConformances(let names, let type, let line, let isSafe):
            guard let declaration = Self.declaration(named: type, at: line, in: tree, converter: converter) else { return nil }
            let insertion: (position: AbsolutePosition, text: String)
            if let clause = declaration.inheritanceClause, let last = clause.inheritedTypes.last {
                insertion = (last.type.endPositionBeforeTrailingTrivia, ", " + names.joined(separator: ", "))
            } else if let named = declaration.nameEnd {
                insertion = (named, ": " + names.joined(separator: ", "))
            } else {
                return nil
            }
            let at = converter.location(for: insertion.position)
            return Fix(summary: pending.summary, isSafe: isSafe, edits: [TextEdit(line: at.line, column: at.column, length: 0, replacement: insertion.text)])
        case .removeAttribute(let attribute, let type, let line, let isSafe):
            guard let declaration = Self.declaration(named: type, at: line, in: tree, converter: converter),
                let found = declaration.attributes.first(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == attribute })
            else { return nil }
            // The attribute and the blanks after it; its whole line when nothing else is on it.
            let bytes = Array(source.utf8)
            var start = found.positionAfterSkippingLeadingTrivia.utf8Offset
            var end = found.endPositionBeforeTrailingTrivia.utf8Offset
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            var lineStart = start
            while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
            if lineStart == 0 || bytes[lineStart - 1] == 0x0A, end < bytes.count, bytes[end] == 0x0A {
                start = lineStart
                end += 1
            }
            let at = converter.location(for: AbsolutePosition(utf8Offset: start))
            return Fix(summary: pending.summary, isSafe: isSafe, edits: [TextEdit(line: at.line, column: at.column, length: end - start, replacement: "")])
        }
    }

    /// The parts of a type declaration a fix touches, whatever its kind.
    private struct TypeDeclaration {
        var attributes: AttributeListSyntax
        var inheritanceClause: InheritanceClauseSyntax?
        /// After the name and generic parameters: where `: Sendable` goes when there is no clause.
        var nameEnd: AbsolutePosition?
    }

    /// The struct, class, enum, actor or protocol named `name` whose declaration starts on `line`.
    private static func declaration(named name: String, at line: Int, in tree: SourceFileSyntax, converter: SourceLocationConverter) -> TypeDeclaration? {
        var pending = [Syntax(tree)]
        while let node = pending.popLast() {
            // The index places a declaration at its first token or at its keyword (`struct`); either matches.
            if let group = node.asProtocol(DeclGroupSyntax.self), let found = typeDeclaration(group, named: name),
                converter.location(for: node.positionAfterSkippingLeadingTrivia).line == line
                    || converter.location(for: group.introducer.positionAfterSkippingLeadingTrivia).line == line
            {
                return found
            }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
        return nil
    }

    private static func typeDeclaration(_ group: some DeclGroupSyntax, named name: String) -> TypeDeclaration? {
        func make(_ identifier: TokenSyntax, _ generics: GenericParameterClauseSyntax?) -> TypeDeclaration? {
            guard identifier.text == name else { return nil }
            return TypeDeclaration(
                attributes: group.attributes, inheritanceClause: group.inheritanceClause,
                nameEnd: generics?.endPositionBeforeTrailingTrivia ?? identifier.endPositionBeforeTrailingTrivia)
        }
        if let decl = group.as(StructDeclSyntax.self) { return make(decl.name, decl.genericParameterClause) }
        if let decl = group.as(ClassDeclSyntax.self) { return make(decl.name, decl.genericParameterClause) }
        if let decl = group.as(EnumDeclSyntax.self) { return make(decl.name, decl.genericParameterClause) }
        if let decl = group.as(ActorDeclSyntax.self) { return make(decl.name, decl.genericParameterClause) }
        if let decl = group.as(ProtocolDeclSyntax.self) { return make(decl.name, nil) }
        return nil
    }
}
