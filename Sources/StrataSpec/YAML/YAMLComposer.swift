import StrataModel
import Yams

/// Parses YAML (and JSON, its subset) into a `Node` tree that keeps every node's position.
///
/// A first pass over libyaml's events (`YAMLPrescan`) refuses documents whose aliases expand past
/// a bound, and finds every duplicated mapping key. Yams stops at the first duplicated key, but
/// duplicates are ordinary spec mistakes (two entities with one name, a property twice) that
/// deserve a precise message next to every other problem, so each later occurrence is renamed to a
/// same-length placeholder and the text composed once; positions are unchanged and `keyAliases`
/// maps each placeholder back, letting the readers report the duplicate in context.
enum YAMLComposer {
    struct Document {
        /// `nil` for a document without content (empty text, only comments).
        var root: Node?
        /// Placeholder key → the key it stands for.
        var keyAliases: [String: String]
    }

    enum Outcome {
        case document(Document)
        /// The text is not YAML, or too large once expanded; libyaml cannot go past the first such problem.
        case failure(StrataIssue)
    }

    static func compose(_ text: String, file: String) -> Outcome {
        var working = text
        var aliases: [String: String] = [:]
        var duplicates: [YAMLPrescan.Duplicate] = []
        switch YAMLPrescan.scan(text, file: file) {
        case .refused(let issue):
            return .failure(issue)
        case .scanned(let result):
            duplicates = result.duplicates
            (working, aliases) = renaming(duplicates, in: text)
        case .unreadable:
            break  // composing reports it with libyaml's own message and position
        }
        do {
            return .document(Document(root: try Yams.compose(yaml: working), keyAliases: aliases))
        } catch let YamlError.duplicatedKeysInMapping(keys, context) {
            // A duplicate whose spelling could not be renamed in place (an escape, a block scalar).
            let original = keys.first.map { aliases[$0] ?? $0 } ?? ""
            let location = SourceLocation(file: file, line: context.mark.line, column: context.mark.column)
            let first = duplicates.first { $0.key == original }
            return .failure(
                StrataIssue(
                    .error, at: first.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? location,
                    "duplicate key `\(original)` in a mapping",
                    hint: first.map { "the first is at line \($0.firstLine), column \($0.firstColumn); each key may appear only once in a mapping" }
                        ?? "each key may appear only once in a mapping"))
        } catch let error as YamlError {
            return .failure(issue(for: error, in: text, file: file))
        } catch {
            return .failure(StrataIssue(.error, at: SourceLocation(file: file, line: 1, column: 1), "could not read YAML: \(error)"))
        }
    }

    /// Renames every later occurrence of a duplicated key in one pass over the lines; a spelling
    /// that cannot be renamed in place is left for Yams to report.
    private static func renaming(_ duplicates: [YAMLPrescan.Duplicate], in text: String) -> (String, [String: String]) {
        guard !duplicates.isEmpty else { return (text, [:]) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        var aliases: [String: String] = [:]
        var changed = Set<Int>()
        for duplicate in duplicates {
            guard let placeholder = rename(key: duplicate.key, line: duplicate.line, column: duplicate.column, in: &lines, index: aliases.count) else { continue }
            aliases[placeholder] = duplicate.key
            changed.insert(duplicate.line - 1)
        }
        guard !changed.isEmpty else { return (text, [:]) }
        let rebuilt = lines.map { scalars -> String in
            var line = ""
            line.unicodeScalars.append(contentsOf: scalars)
            return line
        }.joined(separator: "\n")
        return (rebuilt, aliases)
    }

    /// Replaces the key written at `line`:`column` with a placeholder of the same length, or `nil` when
    /// the text there is not that key spelled plainly or in simple quotes (an alias, an escape, a block scalar).
    private static func rename(key: String, line lineNumber: Int, column: Int, in lines: inout [[Unicode.Scalar]], index: Int) -> String? {
        let keyScalars = Array(key.unicodeScalars)
        guard !keyScalars.isEmpty, lineNumber >= 1, lineNumber <= lines.count else { return nil }
        let line = lines[lineNumber - 1]
        let start = column - 1
        guard start >= 0, start < line.count else { return nil }

        var keyStart = start
        if line[start] == "\"" || line[start] == "'" {
            let quote = line[start]
            // Escapes or doubled quotes make the written length differ from the key's: leave those to Yams.
            guard !keyScalars.contains(quote), !keyScalars.contains("\\") else { return nil }
            let close = start + 1 + keyScalars.count
            guard close < line.count, line[close] == quote else { return nil }
            keyStart = start + 1
        }
        guard keyStart + keyScalars.count <= line.count,
            Array(line[keyStart..<keyStart + keyScalars.count]) == keyScalars,
            let placeholder = placeholder(length: keyScalars.count, index: index)
        else { return nil }
        lines[lineNumber - 1].replaceSubrange(keyStart..<keyStart + keyScalars.count, with: placeholder.unicodeScalars)
        return placeholder
    }

    /// A string of `length` private-use scalars, distinct for each `index`, that no spec spells by accident.
    private static func placeholder(length: Int, index: Int) -> String? {
        let base: UInt32 = 0xE000, span: UInt32 = 0x1800
        var remaining = UInt32(index)
        var scalars: [Unicode.Scalar] = []
        for _ in 0..<length {
            guard let scalar = Unicode.Scalar(base + remaining % span) else { return nil }
            scalars.append(scalar)
            remaining /= span
        }
        guard remaining == 0 else { return nil }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// A Yams error as an issue at the position libyaml reported.
    static func issue(for error: YamlError, in text: String, file: String) -> StrataIssue {
        func at(_ mark: Mark) -> SourceLocation {
            // libyaml reports an unexpected end of text on the line after the last; point at the end instead.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if mark.line > lines.count, let last = lines.last {
                return SourceLocation(file: file, line: lines.count, column: last.unicodeScalars.count + 1)
            }
            return SourceLocation(file: file, line: mark.line, column: mark.column)
        }
        func message(_ problem: String, _ context: YamlError.Context?) -> String {
            guard let context else { return "invalid YAML: \(problem)" }
            return "invalid YAML: \(problem) (\(context.text) at \(context.mark.line):\(context.mark.column))"
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return StrataIssue(.error, at: at(mark), message(problem, context), hint: hint(at: mark, in: text))
        case .reader(let problem, let offset, _, _):
            let (line, column) = position(ofCharacterOffset: offset ?? 0, in: text)
            return StrataIssue(.error, at: SourceLocation(file: file, line: line, column: column), "invalid text: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            return StrataIssue(.error, at: at(context.mark), "duplicate key \(keys) in a mapping")
        default:
            return StrataIssue(.error, at: SourceLocation(file: file, line: 1, column: 1), "could not read YAML: \(error)")
        }
    }

    /// Tabs are the most common cause of "cannot start any token"; say so when one is at the mark.
    private static func hint(at mark: Mark, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let scalars = Array(lines[mark.line - 1].unicodeScalars)
        let index = mark.column - 1
        guard index >= 0, index < scalars.count, scalars[index] == "\t" else { return nil }
        return "YAML indents with spaces, not tabs"
    }

    private static func position(ofCharacterOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for character in text.prefix(max(0, offset)) {
            if character == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
        }
        return (line, column)
    }
}
