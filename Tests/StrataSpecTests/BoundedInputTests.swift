import Foundation
import StrataModel
import Testing

@testable import StrataSpec

/// Inputs built to make loading slow or confusing: each is refused quickly, at a position, saying
/// what is wrong.
@Suite struct BoundedInputTests {
    /// "Billion laughs": level L is a list of nine aliases of level L-1.
    static func aliasBomb(levels: Int) -> String {
        var lines = ["feature: Bomb", "l0: &l0 [\"lol\"]"]
        for level in 1...levels {
            lines.append("l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        lines += ["entities:", "  Item:", "    properties:", "      name: String"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("an alias bomb is refused at the alias that makes it too large, before anything walks it")
    func aliasBombIsRefused() {
        let text = Self.aliasBomb(levels: 9)
        #expect(text.utf8.count < 600)
        let clock = ContinuousClock()
        var found: [StrataIssue] = []
        let elapsed = clock.measure { found = issues(text) }
        #expect(found.count == 1)
        let issue = found.first
        #expect(issue?.message.contains("makes the spec grow past 100000 nodes once aliases are expanded") == true, "\(found)")
        #expect(issue?.message.hasPrefix("the alias `*l") == true)
        // Level 5 (line 7) is where the expansion crosses the bound: 9^5 + the levels below it, several times.
        #expect(issue?.location?.line == 7, "\(String(describing: issue))")
        #expect(issue?.hint?.contains("aliases of aliases multiply") == true)
        #expect(elapsed < .seconds(2))
    }

    @Test("a few small aliases, as a real spec uses them, load")
    func smallAliasesLoad() throws {
        let model = try load(
            """
            feature: Library
            entities:
              Book:
                properties: &common
                  title: String
                  year: Int
              Film:
                properties: *common
            """)
        #expect(model.entities.map { $0.properties.map(\.name) } == [["title", "year"], ["title", "year"]])
    }

    @Test("a .strata.yml alias bomb is refused too")
    func configAliasBomb() {
        let issue = singleInlineConfigIssue(Self.aliasBomb(levels: 7).replacingOccurrences(of: "feature: Bomb\n", with: "preset: contract\n"))
        #expect(issue?.message.contains("once aliases are expanded") == true, "\(String(describing: issue))")
        #expect(issue?.location?.file == ".strata.yml")
    }

    @Test("every duplicated key is reported once, each naming its first occurrence")
    func everyDuplicateOnce() {
        var lines = ["feature: Twins", "entities:"]
        for index in 0..<250 {
            lines += ["  Entity\(index):", "    properties:", "      name: String"]
            lines += ["  Entity\(index):", "    properties:", "      name: String"]
        }
        let found = issues(lines.joined(separator: "\n") + "\n")
        #expect(found.count == 250)
        #expect(found.first?.message == "duplicate entity `Entity0` in `entities`")
        #expect(found.first?.location?.line == 6)
        #expect(found.first?.hint == "the first is at line 3, column 3")
        #expect(found.last?.hint == "the first is at line \(3 + 249 * 6), column 3")
    }

    @Test("a duplicate spelled with an escape is still reported with its first occurrence")
    func escapedDuplicate() {
        let found = issues("feature: Twins\nentities:\n  \"Bo\\x6Fk\": {}\n  \"Bo\\x6Fk\": {}\n")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("duplicate") == true, "\(found)")
        #expect(found.first?.location?.line == 4, "\(found)")
        #expect(found.first?.hint?.contains("line 3, column 3") == true, "\(found)")
    }

    @Test("a 301-character entity name is refused at its line, before generation")
    func longNameIsRefused() {
        let name = "E" + String(repeating: "x", count: 300)
        let found = issues("feature: Long\nentities:\n  \(name):\n    properties:\n      name: String\n")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("is 301 characters long; the longest Strata accepts is 100") == true, "\(found)")
        #expect(found.first?.location?.line == 3)
        #expect(found.first?.hint?.contains("255 bytes") == true)
    }
}

/// Spec paths that are not regular files: each named for what it is.
@Suite struct SpecFileKindTests {
    private func message(loading path: String) -> String? {
        do {
            _ = try SpecLoader(conventions: Presets.vitalArc).load(contentsOf: URL(fileURLWithPath: path))
            return nil
        } catch {
            return error.issues.first?.message
        }
    }

    @Test("a FIFO is refused without blocking on it")
    func fifo() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("strata-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(message(loading: path) == "cannot read \(path): it is a named pipe (FIFO), not a regular file")
    }

    @Test("/dev/null is a device, not a spec", arguments: ["/dev/null"])
    func device(path: String) {
        #expect(message(loading: path) == "cannot read \(path): it is a character device (a terminal, /dev/null), not a regular file")
    }

    @Test("/dev/stdin is refused unless it is a regular file")
    func standardInput() {
        let text = message(loading: "/dev/stdin")
        var info = stat()
        if stat("/dev/stdin", &info) == 0, info.st_mode & S_IFMT == S_IFREG { return }
        #expect(text?.hasPrefix("cannot read /dev/stdin: it is ") == true, "\(String(describing: text))")
        #expect(text?.contains("permission") == false)
    }

    @Test("a symbolic link loop is named as one")
    func symlinkLoop() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.yml").path, b = folder.appendingPathComponent("b.yml").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        #expect(message(loading: a) == "cannot read \(a): its symbolic links form a loop")
    }
}

/// `conventions.fileHeader` goes above every generated Swift file, so it must be a comment.
@Suite struct FileHeaderTests {
    @Test("a header line that is not a `//` comment is refused at .strata.yml:line:col")
    func notAComment() {
        let issue = singleInlineConfigIssue("conventions:\n  fileHeader: \"Copyright Acme\\n// {file}\"\n")
        #expect(issue?.message == "`conventions.fileHeader` is not a Swift comment: its line 1 (`Copyright Acme`) does not start with `//`")
        #expect(issue?.location == StrataModel.SourceLocation(file: ".strata.yml", line: 2, column: 15))
        #expect(issue?.hint?.contains("wrap it in `/* … */`") == true)
    }

    @Test("an unclosed block comment is refused")
    func unclosedBlock() {
        let issue = singleInlineConfigIssue("conventions:\n  fileHeader: \"/* {file}\"\n")
        #expect(issue?.message == "`conventions.fileHeader` opens a `/*` comment that does not close at its end")
    }

    @Test(
        "line comments, blank lines and one block comment are headers",
        arguments: [
            "// {file}\n//\n// Copyright", "/* {file}\n   Copyright */", "// a\n\n// b",
        ])
    func accepted(header: String) throws {
        let quoted = header.replacingOccurrences(of: "\n", with: "\\n")
        #expect(try loadInlineConfig("conventions:\n  fileHeader: \"\(quoted)\"\n").conventions.fileHeader == header)
    }
}
