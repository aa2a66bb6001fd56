import StrataIndex
import StrataModel

/// Formatting habits: indentation, the file header, `// MARK:` sections with conformances in extensions.
enum StyleInference {
    static func evidence(_ facts: InferenceFacts, layout: LayoutInference) -> [FieldEvidence] {
        var tabs = FieldEvidence(
            "useTabs", noun: "indented files", phrase: Phrases.flag(yes: "indent with tabs", no: "indent with spaces"),
            read: { FieldValue.bool($0.useTabs) }, write: { $0.useTabs = $1 == "true" }
        )
        var width = FieldEvidence(
            "indentWidth", noun: "space-indented files", phrase: { "indent by \($0) spaces" },
            read: { String($0.indentWidth) }, write: { $0.indentWidth = Int($1) ?? $0.indentWidth }
        )
        var header: FieldEvidence
        var marks = FieldEvidence(
            "markComments", noun: "use case and repository implementations",
            phrase: Phrases.flag(yes: "use `// MARK:` sections and conform in extensions", no: "use no `// MARK:` sections"),
            read: { FieldValue.bool($0.markComments) }, write: { $0.markComments = $1 == "true" }
        )

        for file in facts.index.files {
            let location = facts.location(file.path, line: 1)
            let style = file.style
            if style.tabIndentedLines > style.spaceIndentedLines {
                tabs.add("true", at: location)
            } else if style.spaceIndentedLines > 0 {
                tabs.add("false", at: location)
                if let step = style.spaceIndentWidth { width.add(String(step), at: location) }
            }
        }

        // One vote per source file: its header with the file and module names as placeholders.
        var shapes: [(FileSummary, String?)] = []
        for file in facts.index.files where !facts.isTest(file.path) && !file.declarations.isEmpty {
            let module = layout.placements[file.path]?.module
            shapes.append((file, file.style.headerComment.flatMap { normalizedHeader($0, path: file.path, module: module) }))
        }
        let common = commonHeader(shapes.map(\.1))
        header = FieldEvidence(
            "fileHeader", noun: "source files",
            phrase: { value in
                if value == FieldValue.none { return "start without a header comment" }
                let note = value == common?.header && common?.isPrefix == true ? " (the lines after it differ from file to file and are left out)" : ""
                return "start with the header `\(value.replacingNewlines)`" + note
            },
            read: { $0.fileHeader ?? FieldValue.none }, write: { $0.fileHeader = $1 == FieldValue.none ? nil : $1 }
        )
        for (file, shape) in shapes {
            let location = facts.location(file.path, line: 1)
            if let shape {
                if let common, shape == common.header || shape.hasPrefix(common.header + "\n") {
                    header.add(common.header, at: location)
                } else {
                    header.add("start with headers that differ from file to file", at: location, expressible: false)
                }
            } else {
                header.add(FieldValue.none, at: location)
            }
        }

        for role in [Role.useCaseImplementation, .repositoryImplementation] {
            for type in facts.sourceTypes(role) {
                let fileMarks = facts.summaries[type.file]?.style.markComments ?? []
                let inExtension = facts.sourceExtensions(of: type.name).contains { !$0.declaration.inheritedTypes.isEmpty }
                marks.add(FieldValue.bool(!fileMarks.isEmpty || inExtension), at: facts.location(type))
            }
        }
        return [tabs, width, header, marks]
    }

    /// The header most files share: one that more than half of the files have as is, or else the
    /// leading lines nearly all headers share (an Xcode header without its `Created by … on <date>`
    /// line) when that is most of a header. Nil when headers differ beyond that.
    static func commonHeader(_ shapes: [String?]) -> (header: String, isPrefix: Bool)? {
        let headers = shapes.compactMap { $0 }
        guard !headers.isEmpty else { return nil }
        let counts = Dictionary(headers.map { ($0, 1) }, uniquingKeysWith: +)
        if let (shape, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 2 > shapes.count {
            return (shape, false)
        }
        guard headers.count * 2 > shapes.count else { return nil }
        let lines = headers.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let allowedMisses = headers.count / 10
        var prefix: [String] = []
        while true {
            let index = prefix.count
            let next = Dictionary(lines.compactMap { $0.count > index && Array($0.prefix(index)) == prefix ? $0[index] : nil }.map { ($0, 1) }, uniquingKeysWith: +)
            guard let (line, count) = next.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), headers.count - count <= allowedMisses else { break }
            prefix.append(line)
        }
        let lengths = lines.map(\.count).sorted()
        let typical = lengths[lengths.count / 2]
        let meaningful = prefix.contains { $0.trimmingWhitespace() != "//" && !$0.trimmingWhitespace().isEmpty }
        guard meaningful, prefix.count * 2 >= typical else { return nil }
        return (prefix.joined(separator: "\n"), true)
    }

    /// The header with the file name written `{file}` and the module `{module}`; nil for an empty one.
    static func normalizedHeader(_ text: String, path: String, module: String?) -> String? {
        let fileName = String(path.split(separator: "/").last ?? "")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            while line.last == " " || line.last == "\r" { line.removeLast() }
            if !fileName.isEmpty, let replaced = line.replacingFirst(fileName, with: "{file}") { line = replaced }
            if let module, let replaced = line.replacingWord(module, with: "{module}") { line = replaced }
            // Xcode's `Created by <author> on <date>.` is about one file: never part of a shared header.
            if line.contains("Created by ") { line += " \u{0}" + path }
            return line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let joined = lines.joined(separator: "\n")
        return joined.trimmingWhitespace().isEmpty ? nil : joined
    }
}

extension String {
    var replacingNewlines: String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎") }

    /// Replaces the first occurrence of `word` that is not part of a longer identifier.
    func replacingWord(_ word: String, with replacement: String) -> String? {
        guard !word.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(word) {
                let end = self.index(index, offsetBy: word.count)
                let before = index == startIndex ? nil : self[self.index(before: index)]
                let after = end == endIndex ? nil : self[end]
                let isBoundary: (Character?) -> Bool = { character in
                    guard let character else { return true }
                    return !(character.isLetter || character.isNumber || character == "_")
                }
                if isBoundary(before), isBoundary(after) {
                    return String(self[..<index]) + replacement + String(self[end...])
                }
            }
            index = self.index(after: index)
        }
        return nil
    }
}
