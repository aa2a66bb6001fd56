@_spi(RawSyntax) import SwiftSyntax

/// Text and positions of raw nodes: the same answers as the `Syntax`-based helpers of `SourceText`,
/// for the summary's raw walk.
extension SourceText {
    /// 1-based line where a token's text starts.
    func line(token: RawNode) -> Int { lines.line(ofOffset: token.tokenTextStart) }

    func column(token: RawNode) -> Int { lines.column(ofOffset: token.tokenTextStart) }

    /// 1-based line where a node's text starts.
    func line(_ node: RawNode) -> Int {
        lines.line(ofOffset: node.offset + (node.firstToken?.token?.leadingTriviaByteLength ?? 0))
    }

    /// Line of the node's last character.
    func endLine(_ node: RawNode) -> Int {
        guard let last = node.lastToken, let token = last.token else { return line(node) }
        let start = last.tokenTextStart
        return lines.line(ofOffset: max(start, last.end - token.trailingTriviaByteLength - 1))
    }

    /// Lines from the opening to the closing brace, both included (a one-line body counts 1).
    func lineSpan(from open: RawNode, to close: RawNode) -> Int {
        max(1, line(token: close) - line(token: open) + 1)  // a missing `}` sits where it was expected
    }

    /// The doc comment and `// MARK:` above a declaration starting with `token`; trivia is turned
    /// into pieces only when its bytes contain a `/`.
    func comments(before token: RawNode) -> TriviaFacts.Attached {
        let from = token.offset
        let to = min(token.tokenTextStart, bytes.count)
        guard readsComments, from < to, bytes[from..<to].contains(0x2F), let view = token.token else { return TriviaFacts.Attached() }
        if let plain = LineCommentTrivia.attached(bytes, from: from, to: to) { return plain }
        return TriviaFacts.attached(to: Trivia(pieces: view.leadingRawTriviaPieces.map(TriviaPiece.init(raw:))))
    }

    /// The node as written, without surrounding trivia; a type spread over lines is folded onto one.
    func text(_ node: RawNode) -> String {
        var from = node.offset
        var to = node.end
        guard from < to, to <= bytes.count else { return "" }
        if containsComment(from, to) {
            // Rare: let the tokens say where the trivia ends.
            from += node.firstToken?.token?.leadingTriviaByteLength ?? 0
            to -= node.lastToken?.token?.trailingTriviaByteLength ?? 0
        }
        return text(from: from, to: to)
    }

    /// The file's header comment (`TriviaFacts.headerComment`), from the leading trivia of the
    /// tree's first token.
    func headerComment(of tree: RawNode) -> String? {
        guard let first = tree.firstToken, let view = first.token else { return nil }
        if let plain = LineCommentTrivia.headerComment(bytes, upTo: min(first.tokenTextStart, bytes.count)) { return plain }
        return TriviaFacts.headerComment(Trivia(pieces: view.leadingRawTriviaPieces.map(TriviaPiece.init(raw:))))
    }
}
