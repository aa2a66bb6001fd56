import SwiftSyntax

/// The bytes being summarised plus their line table: text and positions of syntax nodes.
///
/// Two things swift-syntax's own helpers do are done differently here, for speed and for safety:
/// text is sliced from the bytes rather than rebuilt token by token (`trimmedDescription`), and
/// positions come from a known token (a declaration's `@`, modifier or keyword; a body's braces)
/// instead of a search for the first token, which recurses once per tree level — an adversarial
/// type like `Int?????…` fifty thousand times deep overflows any stack. The general fallback
/// (`firstToken`/`lastToken`) is a loop.
struct SourceText {
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: LineTable
    /// Whether doc comments and marks above declarations are read (`IndexOptions.styleFacts`).
    var readsComments = true

    // MARK: - Positions

    /// 1-based line where a token's text starts.
    func line(_ token: TokenSyntax) -> Int { lines.line(ofOffset: token.positionAfterSkippingLeadingTrivia.utf8Offset) }

    /// 1-based UTF-8 column, as compilers print it.
    func column(_ token: TokenSyntax) -> Int { lines.column(ofOffset: token.positionAfterSkippingLeadingTrivia.utf8Offset) }

    /// The token a declaration starts with: its first attribute's `@`, its first modifier, or its
    /// keyword (`struct`, `func`, `var`…) — where its line, column and comments are.
    static func startToken(attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, keyword: TokenSyntax) -> TokenSyntax {
        switch attributes.first {
        case .attribute(let attribute)?: return attribute.atSign
        case .ifConfigDecl(let config)?: if let clause = config.clauses.first { return clause.poundKeyword }
        case nil: break
        }
        return modifiers.first?.name ?? keyword
    }

    // MARK: - Comments

    /// The doc comment and `// MARK:` above a declaration starting with `token`. Trivia is parsed
    /// into pieces only when its bytes contain a `/`: most declarations have no comment at all.
    func comments(before token: TokenSyntax) -> TriviaFacts.Attached {
        let from = token.position.utf8Offset
        let to = min(token.positionAfterSkippingLeadingTrivia.utf8Offset, bytes.count)
        guard from < to, bytes[from..<to].contains(0x2F) else { return TriviaFacts.Attached() }
        return TriviaFacts.attached(to: token.leadingTrivia)
    }

    // MARK: - Text

    /// The node as written, without surrounding trivia; a type spread over lines is folded onto one.
    func text(_ node: some SyntaxProtocol) -> String {
        var from = node.position.utf8Offset
        var to = node.endPosition.utf8Offset
        guard from < to, to <= bytes.count else { return "" }
        if containsComment(from, to) {
            // Rare: let the tokens say where the trivia ends.
            from += Self.firstToken(Syntax(node))?.leadingTriviaLength.utf8Length ?? 0
            to -= Self.lastToken(Syntax(node))?.trailingTriviaLength.utf8Length ?? 0
        }
        return text(from: from, to: to)
    }

    /// The bytes in the range without surrounding whitespace; runs of whitespace with a line break
    /// folded to one space.
    func text(from: Int, to: Int) -> String {
        var from = from
        var to = to
        guard from < to else { return "" }
        while from < to, Self.isWhitespace(bytes[from]) { from += 1 }
        while to > from, Self.isWhitespace(bytes[to - 1]) { to -= 1 }
        let slice = UnsafeBufferPointer(rebasing: bytes[from..<to])
        let text = String(decoding: slice, as: UTF8.self)
        guard slice.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether `//` or `/*` occurs in the range: only then can trivia hold more than whitespace.
    func containsComment(_ from: Int, _ to: Int) -> Bool {
        var index = from
        while index + 1 < to {
            if bytes[index] == 0x2F, bytes[index + 1] == 0x2F || bytes[index + 1] == 0x2A { return true }
            index += 1
        }
        return false
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    // MARK: - Tokens without recursion

    static func firstToken(_ node: Syntax) -> TokenSyntax? {
        var current = node
        while true {
            if let token = current.as(TokenSyntax.self) { return token }
            guard let child = current.children(viewMode: .sourceAccurate).first(where: { $0.totalLength.utf8Length > 0 }) else {
                return nil
            }
            current = child
        }
    }

    static func lastToken(_ node: Syntax) -> TokenSyntax? {
        var current = node
        while true {
            if let token = current.as(TokenSyntax.self) { return token }
            guard let child = current.children(viewMode: .sourceAccurate).reversed().first(where: { $0.totalLength.utf8Length > 0 }) else {
                return nil
            }
            current = child
        }
    }
}
