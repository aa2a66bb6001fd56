@_spi(RawSyntax) import SwiftSyntax

/// A node of the raw tree with the byte offset where it starts (leading trivia included): what the
/// summary reads declarations from.
///
/// Why not the public `Syntax` API: every child it hands out is a new node in the tree's arena plus
/// a retain of the tree, and its generic accessors look up type metadata at run time; over the
/// declarations and members of a whole project that cost about a third of the parse again. Raw
/// nodes are the parser's own storage, and positions are sums of byte lengths.
struct RawNode {
    let raw: RawSyntax
    /// UTF-8 offset of the node's first byte, as `Syntax.position`.
    let offset: Int

    init(_ raw: RawSyntax, at offset: Int) {
        self.raw = raw
        self.offset = offset
    }

    var kind: SyntaxKind { raw.kind }

    /// Offset just past the node, as `Syntax.endPosition`.
    var end: Int { offset + raw.byteLength }

    func `as`<Node: RawSyntaxNodeProtocol>(_: Node.Type) -> Node? { Node(raw) }

    /// Where `part` — a child of this node, as a typed raw accessor returns it — starts.
    func child(_ part: some RawSyntaxNodeProtocol) -> RawNode {
        let target = part.raw.id
        var offset = self.offset
        if let layout = raw.layoutView {
            for child in layout.children {
                guard let child else { continue }
                if child.id == target { return RawNode(child, at: offset) }
                offset += child.byteLength
            }
        }
        return RawNode(part.raw, at: self.offset)  // not a child: cannot happen for accessors' results
    }

    func optionalChild(_ part: (some RawSyntaxNodeProtocol)?) -> RawNode? {
        part.map { child($0) }
    }

    /// Calls `body` with each present child in layout order (a collection's elements), with its offset.
    func forEachChild(_ body: (RawNode) -> Void) {
        guard let layout = raw.layoutView else { return }
        var offset = self.offset
        for child in layout.children {
            guard let child else { continue }
            body(RawNode(child, at: offset))
            offset += child.byteLength
        }
    }

    /// The first present child, without building the list.
    var firstChild: RawNode? {
        guard let layout = raw.layoutView else { return nil }
        for child in layout.children {
            guard let child else { continue }
            return RawNode(child, at: offset)  // absent slots before it have no bytes
        }
        return nil
    }

    // MARK: - Tokens

    var token: RawSyntaxTokenView? { raw.tokenView }

    /// The token's text (`TokenSyntax.text`).
    var tokenText: String { token.map { String(syntaxText: $0.rawText) } ?? "" }

    /// A keyword token with this text (`tokenKind == .keyword(…)`).
    func isKeyword(_ text: SyntaxText) -> Bool {
        guard let token else { return false }
        return token.rawKind == .keyword && token.rawText == text
    }

    /// Where the token's text starts, after its leading trivia.
    var tokenTextStart: Int { offset + (token?.leadingTriviaByteLength ?? 0) }

    /// The first token with any bytes, found by a loop rather than recursion (an adversarial type
    /// nests thousands of levels deep); nil when the node is empty.
    var firstToken: RawNode? {
        var current = self
        while current.token == nil {
            guard let next = current.firstChild(where: { $0.byteLength > 0 }) else { return nil }
            current = next
        }
        return current
    }

    var lastToken: RawNode? {
        var current = self
        while current.token == nil {
            guard let next = current.lastNonEmptyChild else { return nil }
            current = next
        }
        return current
    }

    /// The first present child that `matches`, without building the list of children.
    private func firstChild(where matches: (RawSyntax) -> Bool) -> RawNode? {
        guard let layout = raw.layoutView else { return nil }
        var offset = self.offset
        for child in layout.children {
            guard let child else { continue }
            if matches(child) { return RawNode(child, at: offset) }
            offset += child.byteLength
        }
        return nil
    }

    /// The last child with any bytes: it ends where the node ends.
    private var lastNonEmptyChild: RawNode? {
        guard let layout = raw.layoutView else { return nil }
        var end = self.end
        for child in layout.children.reversed() {
            guard let child else { continue }
            if child.byteLength > 0 { return RawNode(child, at: end - child.byteLength) }
            end -= child.byteLength
        }
        return nil
    }
}
