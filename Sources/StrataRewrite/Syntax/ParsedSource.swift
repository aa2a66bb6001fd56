import StrataIndex
import SwiftParser
import SwiftSyntax

/// A project file read and parsed once for editing: its text, tree, and line facts.
final class ParsedSource {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let lines: SourceLines
    /// Syntax errors the file already had; an edit may never add one.
    let syntaxErrorCount: Int
    private(set) lazy var converter = SourceLocationConverter(fileName: path, tree: tree)

    init(path: String, text: String) {
        self.path = path
        self.text = text
        self.tree = Parser.parse(source: text)
        self.lines = SourceLines(text)
        self.syntaxErrorCount = ErrorCounter.scan(tree).count
    }

    func line(of position: AbsolutePosition) -> Int { converter.location(for: position).line }

    func line(of node: some SyntaxProtocol) -> Int { line(of: node.positionAfterSkippingLeadingTrivia) }

    func column(of node: some SyntaxProtocol) -> Int { converter.location(for: node.positionAfterSkippingLeadingTrivia).column }

    /// The node's source text without surrounding trivia.
    func text(of node: some SyntaxProtocol) -> String { node.trimmedDescription }
}
