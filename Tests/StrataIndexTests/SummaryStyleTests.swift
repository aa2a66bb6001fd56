import Testing

@testable import StrataIndex

@Suite("Summaries: style, errors, odd input")
struct SummaryStyleTests {
    @Test func twoSpaceIndentation() {
        let summary = Indexer.summarize(
            source: """
                struct A {
                  func f() {
                    if true {
                      call(a,
                           b)
                    }
                  }
                }
                """, path: "A.swift")
        #expect(summary.style.spaceIndentWidth == 2)
        #expect(summary.style.spaceIndentedLines == 6)
        #expect(summary.style.tabIndentedLines == 0)
    }

    @Test func tabIndentationHasNoSpaceWidth() {
        let summary = Indexer.summarize(source: "struct A {\n\tvar x = 1\n\tfunc f() {\n\t\tprint(x)\n\t}\n}\n", path: "A.swift")
        #expect(summary.style.tabIndentedLines == 4)
        #expect(summary.style.spaceIndentWidth == nil)
        #expect(summary.lineCount == 6)
    }

    @Test func marksEverywhereAndHeaderOnlyAtTheTop() {
        let summary = Indexer.summarize(
            source: """
                /// Doc comment, not a header.
                struct A {
                    // MARK: - Properties
                    var x = 1
                    //MARK: Private
                }
                """, path: "A.swift")
        #expect(summary.style.headerComment == nil)
        #expect(summary.style.markComments == ["- Properties", "Private"])
        #expect(summary.declarations.first?.docComment == "Doc comment, not a header.")
        #expect(summary.declarations.first?.members.first?.precedingMark == "- Properties")
    }

    @Test func headerEndsAtBlankLineAndBlockCommentsCount() {
        let summary = Indexer.summarize(source: "/* Licence\n   MIT */\n// more\n\n// not header\nimport A\n", path: "A.swift")
        #expect(summary.style.headerComment == "/* Licence\n   MIT */\n// more")
    }

    @Test func docBlockComments() {
        let summary = Indexer.summarize(source: "/**\n * Line one.\n * Line two.\n */\nstruct A {}\n", path: "A.swift")
        #expect(summary.declarations.first?.docComment == "Line one.\nLine two.")
    }

    @Test func lineEndingsAndPositions() {
        let summary = Indexer.summarize(source: "import A\r\n\r\nstruct B {}\rstruct C {}", path: "A.swift")
        #expect(summary.lineCount == 4)
        #expect(summary.declarations.map(\.line) == [3, 4])
        #expect(summary.declarations.map(\.column) == [1, 1])
    }

    @Test func columnsAreOneBasedUTF8() {
        let summary = Indexer.summarize(source: "enum E {\n    struct Ü {}; struct V {}\n}\n", path: "A.swift")
        #expect(summary.declarations.map(\.column) == [1, 5, 19])  // `Ü` is two bytes
    }

    @Test func syntaxErrorsAreCountedAndTheFileStillSummarised() {
        let summary = Indexer.summarize(
            source: """
                import Foundation
                struct Broken {
                    func f( {
                        let x = 
                    }
                    var ok: Int
                }
                struct Fine {}
                """, path: "Broken.swift")
        #expect(summary.syntaxErrorCount > 0)
        #expect(summary.declarations.map(\.name).contains("Fine"))
        #expect(summary.declarations.first?.name == "Broken")
    }

    @Test func deepButValidNestingParsesCleanlyInEveryBuild() {
        // 30 levels: over the debug-build default nesting limit of SwiftParser (20), well under ours.
        let body = String(repeating: "if x {\n", count: 30) + String(repeating: "}\n", count: 30)
        let summary = Indexer.summarize(source: "struct Deep {\n    func f() {\n" + body + "    }\n}\n", path: "Deep.swift")
        #expect(summary.syntaxErrorCount == 0)
        #expect(summary.declarations.first?.members.first?.bodyLineCount == 62)
    }

    @Test func cleanFilesHaveNoErrors() {
        #expect(Indexer.summarize(source: "struct A { func f() { let x = [1, 2].map { $0 * 2 } } }", path: "A.swift").syntaxErrorCount == 0)
    }

    /// Broken, empty and adversarial input: deep nesting that overflows recursive code, the
    /// `[[[[` runs SwiftParser needs exponential time for, long chains of every shape.
    @Test(arguments: [
        "", "\n", "}}}}", "struct", "@", "#if", "\"unterminated", "/* open comment", "extension { }", "class A: { var }",
        String(repeating: "(", count: 10_000), String(repeating: "{", count: 5_000), String(repeating: "struct A { ", count: 2_000),
        String(repeating: "#if A\n", count: 500), "\u{FEFF}struct BOM {}", "\0\0\0",
        String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000),
        "let v = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40),
        "let v = x" + String(repeating: ".a", count: 20_000) + " +",
        "let v = " + String(repeating: "try ", count: 10_000) + "x",
        "let v = " + String(repeating: "await ", count: 10_000) + "x",
        "struct S { var a: Int" + String(repeating: "?", count: 20_000) + " }",
        "func f() { " + String(repeating: "if x {} else ", count: 3_000) + "{} }",
        "struct S: " + String(repeating: "A & ", count: 5_000) + "B {}",
        "x" + String(repeating: ".a", count: 20_000),
    ])
    func neverTraps(source: String) {
        let summary = Indexer.summarize(source: source, path: "X.swift")
        #expect(summary.lineCount >= 0)
    }

    @Test func costlyBracketRunsAreNotParsed() {
        let run21 = String(repeating: "[", count: 21) + "1" + String(repeating: "]", count: 21)
        let refused = Indexer.summarize(source: "struct A {}\nlet v = " + run21, path: "A.swift")
        #expect(refused.declarations.isEmpty)
        #expect(refused.syntaxErrorCount == 1)
        #expect(refused.lineCount == 2)
        let run12 = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        #expect(Indexer.summarize(source: "let v = " + run12, path: "A.swift").syntaxErrorCount == 0)
        // In a string or a comment, brackets are text: the file is parsed.
        let inString = Indexer.summarize(source: "struct A { let s = \"\(run21)\" } // \(run21)", path: "A.swift")
        #expect(inString.declarations.map(\.name) == ["A"])
    }

    @Test(
        arguments: [
            ("let v = " + String(repeating: "[", count: 21), true),
            (String(repeating: "[[[[[[[[[[[[1]]]]]]]]]]]]\n", count: 300), true),  // many medium runs add up
            ("let s = \"\\(" + String(repeating: "[", count: 21) + ")\"", true),  // code inside interpolation
            ("let s = \"" + String(repeating: "[", count: 30) + "\"", false),
            ("let s = \"\\\"" + String(repeating: "[", count: 30) + "\"", false),  // escaped quote inside
            ("let s = #\"\"" + String(repeating: "[", count: 30) + "\"#", false),  // raw string with a quote
            ("let s = \"\"\"\n" + String(repeating: "[", count: 30) + "\n\"\"\"", false),
            ("/* /* nested */ " + String(repeating: "[", count: 30) + " */", false),
            ("// " + String(repeating: "[", count: 30), false),
            ("let s = \"unterminated\n" + String(repeating: "[", count: 21), true),
            ("#if DEBUG\n" + String(repeating: "[", count: 21), true),
        ] as [(String, Bool)])
    func bracketRunCost(source: String, overBudget: Bool) {
        var source = source
        #expect((source.withUTF8(BracketRuns.cost) > BracketRuns.budget) == overBudget)
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func scannerFollowsBracketRunsAcrossLines(newline: String) {
        var source = ["let v = [[", "  [[", "", "[[ 1 ]]]]]]", "x[[y"].joined(separator: newline)
        let scan = source.withUTF8 { StyleScanner.scan($0) }
        #expect(scan.longestBracketRun == 6)
        #expect(scan.bracketCost == 1 << 6)  // the run of 2 is below the costly length
        #expect(scan.lineCount == 5)
    }

    @Test func emptyFile() {
        let summary = Indexer.summarize(source: "", path: "Empty.swift")
        #expect(summary.lineCount == 0)
        #expect(summary.declarations.isEmpty)
        #expect(summary.syntaxErrorCount == 0)
        #expect(summary.style == StyleFacts())
    }
}
