import Testing
@testable import StrataIndex

@Suite("Summaries: style, errors, odd input")
struct SummaryStyleTests {
    @Test func twoSpaceIndentation() {
        let summary = Indexer.summarize(source: """
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
        let summary = Indexer.summarize(source: """
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
        let summary = Indexer.summarize(source: """
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

    @Test func bracketRunsAreNotParsed() {
        let summary = Indexer.summarize(source: "struct A {}\nlet v = " + String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13), path: "A.swift")
        #expect(summary.declarations.isEmpty)
        #expect(summary.syntaxErrorCount == 1)
        #expect(summary.lineCount == 2)
        let fine = Indexer.summarize(source: "let v = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12), path: "A.swift")
        #expect(fine.syntaxErrorCount == 0)
    }

    @Test func emptyFile() {
        let summary = Indexer.summarize(source: "", path: "Empty.swift")
        #expect(summary.lineCount == 0)
        #expect(summary.declarations.isEmpty)
        #expect(summary.syntaxErrorCount == 0)
        #expect(summary.style == StyleFacts())
    }
}
