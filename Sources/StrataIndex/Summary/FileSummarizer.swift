import SwiftParser
import SwiftSyntax

/// Bytes of one Swift file → `FileSummary`: one byte scan, one parse, one structural walk (which
/// hands bodies to the raw `CodeScanner`).
enum FileSummarizer {
    /// SwiftParser's release default, stated so debug builds (whose default is 20, for their small
    /// stacks) read deeply nested SwiftUI code the same way; parsing runs on a deep stack anyway.
    static let maximumNestingLevel = 256

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
        // The scan's cheap count sees brackets everywhere; only a high one is worth a closer look.
        if scan.bracketCost > BracketRuns.budget, BracketRuns.cost(bytes) > BracketRuns.budget {
            summary.syntaxErrorCount = 1
            return (summary, "not parsed: runs of `[` like `[[[[…` (up to \(scan.longestBracketRun)) would take SwiftParser too long")
        }

        let tree = Parser.parse(source: bytes, maximumNestingLevel: maximumNestingLevel)
        let source = SourceText(bytes: bytes, lines: scan.lines)
        let collector = SummaryCollector(source: source)
        collector.walk(tree)
        style.headerComment = TriviaFacts.headerComment(SourceText.firstToken(Syntax(tree))?.leadingTrivia ?? [])
        summary.imports = collector.imports
        summary.declarations = collector.declarations
        let errors = ErrorCounter.scan(tree)
        summary.syntaxErrorCount = errors.count
        summary.style = style
        summary.code = collector.code
        if let offset = errors.firstOffset {
            summary.code.firstSyntaxErrorLine = scan.lines.line(ofOffset: offset)
            summary.code.firstSyntaxErrorColumn = scan.lines.column(ofOffset: offset)
        }
        summary.code.directives = DirectiveScanner.scan(bytes, lines: scan.lines)
        return (summary, nil)
    }
}
