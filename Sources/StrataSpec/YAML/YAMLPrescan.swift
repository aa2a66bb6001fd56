import CYaml
import StrataModel

/// One pass over libyaml's event stream before anything is composed: how large the document is
/// once every alias is expanded, and every duplicated mapping key with its first occurrence.
///
/// Composing shares an aliased node rather than copying it, but everything that walks the tree
/// afterwards (key comparison, the spec readers, generation) walks it expanded: nine anchors of
/// nine aliases each make 10⁹ nodes out of 300 bytes ("billion laughs"). Counting sizes per anchor
/// here costs one pass over the written text, whatever the aliases expand to.
enum YAMLPrescan {
    /// Nodes aliases may add beyond those written out: far above any real spec's use of anchors
    /// (a shared set of properties, repeated a few dozen times), far below what stalls the readers.
    static let maximumAliasExpansion = 100_000
    /// Alias uses in one document.
    static let maximumAliases = 10_000

    struct Duplicate: Hashable {
        var key: String
        /// The repeated key (1-based, columns in scalars, like `Mark`).
        var line: Int
        var column: Int
        var firstLine: Int
        var firstColumn: Int
    }

    struct Result {
        /// Every later occurrence of a key already in its mapping, in document order.
        var duplicates: [Duplicate] = []
        var writtenNodes = 0
        var expandedNodes = 0
    }

    enum Outcome {
        case scanned(Result)
        /// Aliases expand too far; the issue is at the alias that crossed the limit.
        case refused(StrataIssue)
        /// libyaml could not read the text: composing reports that with its usual message.
        case unreadable
    }

    private struct Frame {
        var isMapping: Bool
        var anchor: String?
        /// Nodes in this collection so far, expanded, itself included.
        var size = 1
        /// In a mapping, whether the next node is a key.
        var expectsKey = true
        var keys: [String: (line: Int, column: Int)] = [:]
    }

    static func scan(_ text: String, file: String) -> Outcome {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return .unreadable }
        defer { yaml_parser_delete(&parser) }
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            return scanEvents(&parser, file: file)
        }
    }

    private static func scanEvents(_ parser: inout yaml_parser_t, file: String) -> Outcome {
        var result = Result()
        var anchors: [String: Int] = [:]
        var stack: [Frame] = []
        var aliases = 0

        /// Adds a finished node of `size` to its parent; returns whether it stood in a key position.
        func add(size: Int) {
            result.expandedNodes += size
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].size += size
            if stack[stack.count - 1].isMapping { stack[stack.count - 1].expectsKey.toggle() }
        }

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { return .unreadable }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return .scanned(result)
            case YAML_DOCUMENT_START_EVENT:
                anchors = [:]
            case YAML_SCALAR_EVENT:
                result.writtenNodes += 1
                let scalar = event.data.scalar
                if let anchor = string(scalar.anchor) { anchors[anchor] = 1 }
                if let top = stack.last, top.isMapping, top.expectsKey {
                    let key = String(decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
                    if let first = top.keys[key] {
                        result.duplicates.append(Duplicate(key: key, line: line, column: column, firstLine: first.line, firstColumn: first.column))
                    } else {
                        stack[stack.count - 1].keys[key] = (line, column)
                    }
                }
                add(size: 1)
            case YAML_ALIAS_EVENT:
                result.writtenNodes += 1
                aliases += 1
                let name = string(event.data.alias.anchor) ?? ""
                let size = anchors[name] ?? 1
                let location = SourceLocation(file: file, line: line, column: column)
                if aliases > maximumAliases {
                    return .refused(
                        StrataIssue(
                            .error, at: location, "the spec uses more than \(maximumAliases) YAML aliases",
                            hint: "write the repeated parts out; aliases are for sharing a few small parts"))
                }
                if result.expandedNodes + size - result.writtenNodes > maximumAliasExpansion {
                    return .refused(
                        StrataIssue(
                            .error, at: location,
                            "the alias `*\(name)` makes the spec grow past \(maximumAliasExpansion) nodes once aliases are expanded (an \"alias bomb\")",
                            hint: "aliases of aliases multiply; write the repeated parts out, or alias only small parts"))
                }
                add(size: size)
            case YAML_SEQUENCE_START_EVENT:
                result.writtenNodes += 1
                stack.append(Frame(isMapping: false, anchor: string(event.data.sequence_start.anchor)))
            case YAML_MAPPING_START_EVENT:
                result.writtenNodes += 1
                stack.append(Frame(isMapping: true, anchor: string(event.data.mapping_start.anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return .unreadable }
                if let anchor = frame.anchor { anchors[anchor] = frame.size }
                // The collection's own node was counted as written; its children added themselves.
                result.expandedNodes += 1
                if !stack.isEmpty {
                    stack[stack.count - 1].size += frame.size
                    if stack[stack.count - 1].isMapping { stack[stack.count - 1].expectsKey.toggle() }
                }
            default:
                break
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }
}
