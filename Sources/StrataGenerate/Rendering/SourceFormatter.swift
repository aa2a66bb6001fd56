import StrataModel

/// Final touches on rendered text: the project's indentation, the file header, no trailing spaces,
/// exactly one newline at the end. Templates are written with four-space indents.
package struct SourceFormatter: Sendable {
    let conventions: Conventions

    package init(conventions: Conventions) { self.conventions = conventions }

    package func format(_ text: String, path: String, module: String, isSwift: Bool) -> String {
        // Works on UTF-8 bytes: every byte it looks at (space, tab, newline) is ASCII, and
        // Character-by-Character splitting of every generated file was a tenth of a large run.
        let newline = UInt8(ascii: "\n")
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 64)
        var pendingBlank = false
        for line in text.utf8.split(separator: newline, omittingEmptySubsequences: false) {
            var line = line[...]
            while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { line.removeLast() }
            // Collapse runs of blank lines that conditional template sections can leave behind;
            // leading blank lines survive as one, as before, and trailing ones are dropped below.
            if line.isEmpty {
                pendingBlank = true
                continue
            }
            if pendingBlank {
                output.append(newline)
                pendingBlank = false
            }
            appendReindented(line, to: &output)
            output.append(newline)
        }
        var result = String(decoding: output, as: UTF8.self)
        if result.isEmpty { result = "\n" }
        if isSwift, let header = conventions.fileHeader, !header.isEmpty {
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let expanded = NamePattern(["file": fileName, "module": module]).expand(header)
            result = expanded.trimmingTrailingNewlines() + "\n\n" + result
        }
        return result
    }

    /// Four template spaces become one indentation unit of the project.
    private func appendReindented(_ line: Substring.UTF8View, to output: inout [UInt8]) {
        guard conventions.useTabs || conventions.indentWidth != 4 else {
            output.append(contentsOf: line)
            return
        }
        let spaces = line.prefix { $0 == UInt8(ascii: " ") }.count
        let unit: [UInt8] = conventions.useTabs ? [UInt8(ascii: "\t")] : Array(repeating: UInt8(ascii: " "), count: conventions.indentWidth)
        for _ in 0..<(spaces / 4) { output.append(contentsOf: unit) }
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces % 4))
        output.append(contentsOf: line.dropFirst(spaces))
    }
}

private extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
