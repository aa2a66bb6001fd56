import StrataModel

/// Final touches on rendered text: the project's indentation, the file header, no trailing spaces,
/// exactly one newline at the end. Templates are written with four-space indents.
struct SourceFormatter: Sendable {
    let conventions: Conventions

    func format(_ text: String, path: String, module: String, isSwift: Bool) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = Substring(line)
            while line.last == " " || line.last == "\t" { line.removeLast() }
            return reindent(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        // Collapse runs of blank lines that conditional template sections can leave behind.
        var collapsed: [String] = []
        for line in lines where !(line.isEmpty && collapsed.last?.isEmpty == true) { collapsed.append(line) }
        var result = collapsed.joined(separator: "\n") + "\n"
        if isSwift, let header = conventions.fileHeader, !header.isEmpty {
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let expanded = NamePattern(["file": fileName, "module": module]).expand(header)
            result = expanded.trimmingTrailingNewlines() + "\n\n" + result
        }
        return result
    }

    /// Four template spaces become one indentation unit of the project.
    private func reindent(_ line: Substring) -> String {
        guard conventions.useTabs || conventions.indentWidth != 4 else { return String(line) }
        var spaces = 0
        for character in line {
            guard character == " " else { break }
            spaces += 1
        }
        let levels = spaces / 4
        let unit = conventions.useTabs ? "\t" : String(repeating: " ", count: conventions.indentWidth)
        return String(repeating: unit, count: levels) + String(repeating: " ", count: spaces % 4) + line.dropFirst(spaces)
    }
}

private extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
