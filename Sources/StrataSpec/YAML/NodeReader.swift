import StrataModel
import Yams

/// Typed, position-aware access to a YAML node tree.
///
/// Every accessor reports what is wrong with the node it was given (wrong kind, unknown key, bad name)
/// to the shared `IssueLog` and returns `nil`, so callers just skip what they cannot use and carry on.
struct NodeReader {
    let file: String
    let keyAliases: [String: String]
    let log: IssueLog

    init(file: String, keyAliases: [String: String] = [:], log: IssueLog) {
        self.file = file
        self.keyAliases = keyAliases
        self.log = log
    }

    // MARK: Positions and issues

    func location(of node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    func error(_ message: String, at node: Node, hint: String? = nil) {
        log.error(message, at: location(of: node), hint: hint)
    }

    /// "a mapping", "a list", "null", "`text`": how a node is described in "expected X, found Y".
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if isNull(node) { return "null" }
            // One short line, so a pasted paragraph does not swamp the message.
            let firstLine = scalar.string.prefix { !$0.isNewline }
            let isShortened = firstLine.count > 40 || firstLine.count < scalar.string.count
            return "`" + firstLine.prefix(40) + (isShortened ? "…" : "") + "`"
        }
    }

    /// A plain `null`, `~` or nothing at all; quoted `"null"` is text.
    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .plain && node.tagName == .null
    }

    // MARK: Mappings

    struct Entry {
        /// The key as written (placeholders of `YAMLComposer` already mapped back).
        var key: String
        var keyNode: Node
        var value: Node
    }

    /// The entries of a mapping in written order, or `nil` (with an issue) when `node` is not a mapping.
    ///
    /// A key that repeats an earlier one is reported as a duplicate `itemKind` and dropped.
    func entries(of node: Node, for what: String, itemKind: String = "key") -> [Entry]? {
        guard case .mapping(let mapping) = node else {
            error("expected a mapping for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        var result: [Entry] = []
        var seen: [String: Node] = [:]
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                error("expected a name as key in \(what), found \(Self.describe(keyNode))", at: keyNode)
                continue
            }
            let key = keyAliases[scalar.string] ?? scalar.string
            if let first = seen[key] {
                let firstLocation = location(of: first)
                error(
                    "duplicate \(itemKind) `\(key)` in \(what)", at: keyNode,
                    hint: "the first is at line \(firstLocation.line), column \(firstLocation.column)")
                continue
            }
            seen[key] = keyNode
            result.append(Entry(key: key, keyNode: keyNode, value: value))
        }
        return result
    }

    /// The entries of a mapping with a closed set of keys; unknown keys are reported with a suggestion.
    func fields(of node: Node, for what: String, allowed: [String]) -> Fields? {
        guard let entries = entries(of: node, for: what) else { return nil }
        var fields = Fields()
        for entry in entries {
            guard allowed.contains(entry.key) else {
                error("unknown key `\(entry.key)` in \(what)", at: entry.keyNode, hint: Self.keyHint(entry.key, allowed: allowed))
                continue
            }
            fields.entries[entry.key] = entry
        }
        return fields
    }

    static func keyHint(_ key: String, allowed: [String]) -> String {
        if key == "<<" { return "YAML merge keys are not supported; write the keys out (anchors and aliases do work)" }
        if key.count < 64, let suggestion = Naming.suggestion(for: key, among: allowed) {
            return "did you mean `\(suggestion)`?"
        }
        return "expected one of: " + allowed.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// The known keys of a mapping; a key given as `null` counts as absent.
    struct Fields {
        var entries: [String: Entry] = [:]

        subscript(key: String) -> Node? {
            guard let value = entries[key]?.value, !NodeReader.isNull(value) else { return nil }
            return value
        }

        /// The key node, to point at when the key itself is the problem.
        func keyNode(_ key: String) -> Node? { entries[key]?.keyNode }

        /// Whether the key was written at all, even as `null`.
        func has(_ key: String) -> Bool { entries[key] != nil }
    }

    // MARK: Lists and scalars

    func sequence(_ node: Node, for what: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            error("expected a list for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        return Array(sequence)
    }

    /// Any scalar as text (`doc: 42` is the text "42"); `null` is absent.
    func text(_ node: Node, for what: String) -> String? {
        guard case .scalar(let scalar) = node else {
            error("expected text for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        return Self.isNull(node) ? nil : scalar.string
    }

    func bool(_ node: Node, for what: String) -> Bool? {
        if node.tagName == .bool, let value = node.bool { return value }
        error("expected `true` or `false` for \(what), found \(Self.describe(node))", at: node)
        return nil
    }

    /// A text value with its position; `null` and non-scalars are reported.
    func locatedText(_ node: Node, for what: String) -> Located<String>? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            error("expected text for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        return Located(scalar.string, at: location(of: node))
    }

    // MARK: Names and types

    /// A name that must be a Swift identifier. A bad one is reported but still returned, so later checks
    /// (types that mention it, duplicates) see it and do not report it a second time as unknown.
    @discardableResult
    func name(_ text: String, at node: Node, role: NameRole) -> Located<String> {
        let located = Located(text, at: location(of: node))
        if let problem = NameRules.problem(with: text, role: role) {
            log.error(problem.message, at: located.location, hint: problem.hint)
        }
        return located
    }

    /// A scalar node read as a name; `nil` only when the node is not text.
    func name(_ node: Node, role: NameRole, for what: String) -> Located<String>? {
        guard let text = locatedText(node, for: what) else { return nil }
        return name(text.value, at: node, role: role)
    }

    /// A type written as a string (`"[Exercise]"`), with what is needed to place errors inside it.
    func typeText(_ node: Node, for what: String) -> LocatedType? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            var hint: String?
            if case .sequence = node { hint = "YAML reads an unquoted `[…]` as a list; quote the type, e.g. \"[Exercise]\"" }
            if case .mapping = node { hint = "YAML reads an unquoted `{…}` as a mapping; write the type as text, e.g. \"[String: Int]\"" }
            error("expected a type for \(what), found \(Self.describe(node))", at: node, hint: hint)
            return nil
        }
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        return LocatedType(text: scalar.string, location: location(of: node), contentOffset: quoted ? 1 : 0)
    }
}

/// A type string and where its first character sits in the file.
struct LocatedType: Equatable {
    var text: String
    /// Position of the scalar (of its opening quote when quoted).
    var location: SourceLocation
    /// 1 when the scalar is quoted, so offsets inside the text land on the right column.
    var contentOffset: Int

    /// The file position of the character at `offset` inside the type string.
    func location(atOffset offset: Int) -> SourceLocation {
        var result = location
        result.column += contentOffset + offset
        return result
    }
}

extension Node {
    /// The resolved YAML tag (`int`, `bool`, `null`, `str`, …): tells `5` from `"5"` and `null` from `"null"`.
    var tagName: Tag.Name { Tag.Name(rawValue: tag.rawValue) }
}
