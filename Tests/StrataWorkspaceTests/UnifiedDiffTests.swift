import Foundation
import Testing

@testable import StrataWorkspace

/// Expected outputs were checked by hand against GNU `diff -u` on the same inputs.
@Suite("UnifiedDiff")
struct UnifiedDiffTests {
    /// "1\n" … "20\n" with some lines replaced.
    private func numbers(replacing replacements: [Int: String] = [:]) -> String {
        (1...20).map { (replacements[$0] ?? "\($0)") + "\n" }.joined()
    }

    @Test("identical inputs give an empty string")
    func identical() {
        #expect(UnifiedDiff.render(old: "a\nb\n", new: "a\nb\n", path: "A.swift") == "")
        #expect(UnifiedDiff.render(old: "", new: "", path: "A.swift") == "")
        #expect(UnifiedDiff.render(old: nil, new: nil, path: "A.swift") == "")
    }

    @Test("a creation diffs against /dev/null")
    func creation() {
        let expected = """
            --- /dev/null
            +++ b/Sources/A.swift
            @@ -0,0 +1,2 @@
            +struct A {}
            +// end

            """
        #expect(UnifiedDiff.render(old: nil, new: "struct A {}\n// end\n", path: "Sources/A.swift") == expected)
    }

    @Test("a deletion diffs to /dev/null, single-line ranges without a count")
    func deletion() {
        #expect(UnifiedDiff.render(old: "a\n", new: nil, path: "A.swift") == "--- a/A.swift\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n")
    }

    @Test("marks a missing newline at the end of file")
    func noNewlineAtEnd() {
        let expected = """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,3 +1,4 @@
             a
            -b
            +B
             c
            +d
            \\ No newline at end of file

            """
        #expect(UnifiedDiff.render(old: "a\nb\nc\n", new: "a\nB\nc\nd", path: "A.swift") == expected)
    }

    @Test("adding only the final newline is a change of the last line")
    func addsFinalNewline() {
        let expected = "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"
        #expect(UnifiedDiff.render(old: "a\nb", new: "a\nb\n", path: "A.swift") == expected)
    }

    @Test("distant changes make separate hunks with three lines of context")
    func multipleHunks() {
        let expected = """
            --- a/N.txt
            +++ b/N.txt
            @@ -1,5 +1,5 @@
             1
            -2
            +two
             3
             4
             5
            @@ -15,6 +15,6 @@
             15
             16
             17
            -18
            +eighteen
             19
             20

            """
        #expect(UnifiedDiff.render(old: numbers(), new: numbers(replacing: [2: "two", 18: "eighteen"]), path: "N.txt") == expected)
    }

    @Test("changes whose contexts touch share one hunk")
    func mergedHunk() {
        let expected = """
            --- a/N.txt
            +++ b/N.txt
            @@ -2,13 +2,13 @@
             2
             3
             4
            -5
            +five
             6
             7
             8
             9
             10
            -11
            +eleven
             12
             13
             14

            """
        #expect(UnifiedDiff.render(old: numbers(), new: numbers(replacing: [5: "five", 11: "eleven"]), path: "N.txt") == expected)
    }

    @Test("a gap of seven unchanged lines splits the hunks")
    func gapOfSevenSplits() {
        let diff = UnifiedDiff.render(old: numbers(), new: numbers(replacing: [5: "five", 13: "thirteen"]), path: "N.txt")
        #expect(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == ["@@ -2,7 +2,7 @@", "@@ -10,7 +10,7 @@"])
    }

    @Test("pure insertions name the line before them; context can be zero")
    func insertionsWithoutContext() {
        let expected = "--- a/T\n+++ b/T\n@@ -0,0 +1 @@\n+0\n@@ -3,0 +5 @@\n+4\n"
        #expect(UnifiedDiff.render(old: "1\n2\n3\n", new: "0\n1\n2\n3\n4\n", path: "T", context: 0) == expected)
    }

    @Test("splits lines on \\n only, keeping CRLF intact")
    func crlf() {
        let diff = UnifiedDiff.render(old: "a\r\nb\r\n", new: "a\r\nc\r\n", path: "W.txt")
        #expect(diff == "--- a/W.txt\n+++ b/W.txt\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
    }

    @Test("canonically equivalent but different bytes are a change")
    func unicodeNormalisation() {
        #expect(!UnifiedDiff.render(old: "caf\u{E9}\n", new: "cafe\u{301}\n", path: "U.txt").isEmpty)
    }

    @Test("the plan's diff covers every file that will be written, in path order, and nothing else")
    func planDiff() throws {
        try withTemporaryDirectory { root in
            try writeFile("same\n", at: "Same.swift", in: root)
            try writeFile("mine\n", at: "Mine.swift", in: root)
            let files = [
                OutputFile(path: "Z.swift", contents: "z\n"), OutputFile(path: "Same.swift", contents: "same\n"),
                OutputFile(path: "Mine.swift", contents: "generated\n"), OutputFile(path: "A.swift", contents: "a\n"),
            ]
            let plan = try Workspace(root: root).plan(files, force: false)
            let expected =
                UnifiedDiff.render(old: nil, new: "a\n", path: "A.swift")
                + UnifiedDiff.render(old: nil, new: "z\n", path: "Z.swift")
            #expect(plan.unifiedDiff == expected)
            // The skipped file's own diff still shows what was held back.
            #expect(plan.entries.first { $0.path == "Mine.swift" }?.diff.contains("+generated") == true)

            let forced = try Workspace(root: root).plan(files, force: true)
            #expect(
                forced.unifiedDiff.components(separatedBy: "\n").filter { $0.hasPrefix("+++") }
                    == ["+++ b/A.swift", "+++ b/Mine.swift", "+++ b/Z.swift"])
        }
    }
}
