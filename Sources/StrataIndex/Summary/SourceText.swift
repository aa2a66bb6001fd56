import SwiftSyntax

/// The bytes being summarised plus their line table: text and positions of syntax nodes.
///
/// Text is sliced from the bytes rather than rebuilt with `trimmedDescription`, and the first
/// and last tokens are found by a loop rather than recursion: swift-syntax's own helpers recurse
/// once per tree level, and an adversarial file (`Int?????…` fifty thousand times) is deep
/// enough to overflow the stack.
struct SourceText {
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: LineTable

    // MARK: - Positions

    /// 1-based line where the node's first token starts (attributes included).
    func line(_ node: some SyntaxProtocol) -> Int { lines.line(ofOffset: start(node)) }

    /// 1-based UTF-8 column, as compilers print it.
    func column(_ node: some SyntaxProtocol) -> Int { lines.column(ofOffset: start(node)) }

    /// Line of the node's last character.
    func endLine(_ node: some SyntaxProtocol) -> Int { lines.line(ofOffset: max(start(node), end(node) - 1)) }

    /// Lines from the first to the last token, both included (a one-line body counts 1).
    func lineSpan(_ node: some SyntaxProtocol) -> Int { endLine(node) - line(node) + 1 }

    /// The comments and whitespace before the node.
    func leadingTrivia(_ node: some SyntaxProtocol) -> Trivia {
        Self.firstToken(Syntax(node))?.leadingTrivia ?? []
    }

    // MARK: - Text

    /// The node as written, without surrounding trivia; a type spread over lines is folded onto one.
    func text(_ node: some SyntaxProtocol) -> String {
        let from = start(node)
        let to = end(node)
        guard from < to, to <= bytes.count else { return "" }
        let slice = UnsafeBufferPointer(rebasing: bytes[from..<to])
        let text = String(decoding: slice, as: UTF8.self)
        guard slice.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func start(_ node: some SyntaxProtocol) -> Int {
        node.position.utf8Offset + (Self.firstToken(Syntax(node))?.leadingTriviaLength.utf8Length ?? 0)
    }

    private func end(_ node: some SyntaxProtocol) -> Int {
        node.endPosition.utf8Offset - (Self.lastToken(Syntax(node))?.trailingTriviaLength.utf8Length ?? 0)
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

/// Readings shared by declarations and members: attributes, parameters, effects.
extension SourceText {
    /// `@MainActor`, `@available(iOS 17, *)` → `MainActor`, `available`; attributes under `#if` are skipped.
    func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return text(attribute.attributeName)
        }
    }

    /// `throws`, `throws(E)`, `rethrows` — normalised so `throws (E)` and `throws(E)` compare equal.
    func throwsText(_ clause: ThrowsClauseSyntax?) -> String? {
        guard let clause else { return nil }
        guard let type = clause.type else { return clause.throwsSpecifier.text }
        return "\(clause.throwsSpecifier.text)(\(text(type)))"
    }

    func isAsync(_ specifier: TokenSyntax?) -> Bool {
        specifier?.tokenKind == .keyword(.async)
    }

    /// A subscript's single parameter name is internal only: its label is `_` (`labelsByDefault: false`).
    func parameters(_ clause: FunctionParameterClauseSyntax, labelsByDefault: Bool = true) -> [MemberParameter] {
        clause.parameters.map { parameter in
            let first = parameter.firstName.text
            let label = parameter.secondName != nil || labelsByDefault ? first : "_"
            var type = text(parameter.type)
            if parameter.ellipsis != nil { type += "..." }
            return MemberParameter(
                label: label, name: parameter.secondName?.text ?? first, type: type, hasDefault: parameter.defaultValue != nil)
        }
    }
}

/// The modifiers that matter to later stages.
struct ModifierFacts {
    var accessLevel: String?
    var isFinal = false
    var isStatic = false
    var isMutating = false

    private static let accessLevels: Set<String> = ["public", "private", "package", "open", "fileprivate", "internal"]

    init(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers {
            let name = modifier.name.text
            // `private(set)` restricts the setter only; it is not the declaration's access level.
            if modifier.detail == nil, Self.accessLevels.contains(name) { accessLevel = name }
            switch name {
            case "final": isFinal = true
            case "static", "class": isStatic = true
            case "mutating": isMutating = true
            default: break
            }
        }
    }
}
