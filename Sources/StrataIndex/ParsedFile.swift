import StrataModel
import SwiftSyntax

/// One file's syntax tree as the indexer parsed it, lent to a reader that needs more than the
/// summary (mock generation reads whole signatures), so no file is parsed twice in one run.
///
/// Only valid during the call it is handed to: it points into the indexer's read buffer.
public struct ParsedFile {
    /// Relative to the project root, `/`-separated.
    package let path: String
    package let contentHash: String
    package let tree: SourceFileSyntax
    let source: SourceText

    init(path: String, contentHash: String, tree: SourceFileSyntax, source: SourceText) {
        self.path = path
        self.contentHash = contentHash
        self.tree = tree
        self.source = source
    }

    /// 1-based line where a token's text starts.
    package func line(of token: TokenSyntax) -> Int { source.line(token) }

    /// 1-based UTF-8 column, as compilers print it.
    package func column(of token: TokenSyntax) -> Int { source.column(token) }

    /// The node as written, without surrounding trivia; a node spread over lines is folded onto one.
    package func text(_ node: some SyntaxProtocol) -> String { source.text(node) }

    /// The `///` or `/** */` comment right above a declaration starting with `token`, if any.
    package func docComment(before token: TokenSyntax) -> String? { source.comments(before: token).docComment }

    /// Whether the file's bytes contain `needle`: a cheap test before walking the tree.
    package func contains(_ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { ByteSearch.contains(source.bytes, $0) }
    }

    /// The token a declaration starts with (its first attribute's `@`, first modifier, or keyword):
    /// where its line and its comments are.
    package static func startToken(attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, keyword: TokenSyntax) -> TokenSyntax {
        SourceText.startToken(attributes: attributes, modifiers: modifiers, keyword: keyword)
    }
}
