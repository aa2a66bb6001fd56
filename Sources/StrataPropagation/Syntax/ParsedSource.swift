import StrataIndex
import SwiftParser
import SwiftSyntax

/// A project file read and parsed once for editing: its text, tree, and line facts.
package final class ParsedSource {
    package let path: String
    package let text: String
    package let tree: SourceFileSyntax
    package let lines: SourceLines
    /// Syntax errors the file already had; an edit may never add one.
    package let syntaxErrorCount: Int
    package private(set) lazy var converter = SourceLocationConverter(fileName: path, tree: tree)

    package init(path: String, text: String) {
        self.path = path
        self.text = text
        self.tree = Parser.parse(source: text)
        self.lines = SourceLines(text)
        self.syntaxErrorCount = ErrorCounter.scan(tree).count
    }

    package func line(of position: AbsolutePosition) -> Int { converter.location(for: position).line }

    package func line(of node: some SyntaxProtocol) -> Int { line(of: node.positionAfterSkippingLeadingTrivia) }

    package func column(of node: some SyntaxProtocol) -> Int { converter.location(for: node.positionAfterSkippingLeadingTrivia).column }

    /// The node's source text without surrounding trivia.
    package func text(of node: some SyntaxProtocol) -> String { node.trimmedDescription }
}
