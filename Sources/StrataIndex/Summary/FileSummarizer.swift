import SwiftParser
import SwiftSyntax

/// Bytes of one Swift file → `FileSummary`: one byte scan, one parse, one structural walk.
enum FileSummarizer {
    /// SwiftParser 603 takes time exponential in the length of a `[[[[…` run (each level doubles
    /// it in a release build: 12 levels ≈ 3 ms, 20 ≈ 0.3 s, 30 ≈ 5 min), so such a file is not
    /// parsed. Real code stays far below this (nested literals are `[[1, 2], [3]]`, a run of 2).
    static let longestParsableBracketRun = 12

    /// The summary, and why the file was not parsed when it was not.
    static func summarize(_ bytes: UnsafeBufferPointer<UInt8>, path: String, contentHash: String) -> (FileSummary, notParsed: String?) {
        let scan = StyleScanner.scan(bytes)
        var style = StyleFacts(
            tabIndentedLines: scan.tabIndentedLines, spaceIndentWidth: scan.indentStep,
            spaceIndentedLines: scan.spaceIndentedLines, markComments: scan.markComments
        )
        var summary = FileSummary(
            path: path, contentHash: contentHash, lineCount: scan.lineCount, imports: [], declarations: [],
            syntaxErrorCount: 0, style: style
        )
        guard scan.longestBracketRun <= longestParsableBracketRun else {
            summary.syntaxErrorCount = 1
            return (summary, "not parsed: \(scan.longestBracketRun) `[` in a row (SwiftParser slows down exponentially on these)")
        }

        let tree = Parser.parse(source: bytes)
        let source = SourceText(bytes: bytes, lines: scan.lines)
        let collector = SummaryCollector(source: source)
        collector.walk(tree)
        style.headerComment = TriviaFacts.headerComment(SourceText.firstToken(Syntax(tree))?.leadingTrivia ?? [])
        summary.imports = collector.imports
        summary.declarations = collector.declarations
        summary.syntaxErrorCount = ErrorCounter.count(in: tree)
        summary.style = style
        return (summary, nil)
    }
}
