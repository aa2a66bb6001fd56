import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Bytes of one Swift file → `FileSummary`: one byte scan, one parse, one structural walk (which
/// hands bodies to the raw `CodeScanner`).
enum FileSummarizer {
    /// SwiftParser's release default, stated so debug builds (whose default is 20, for their small
    /// stacks) read deeply nested SwiftUI code the same way; parsing runs on a deep stack anyway.
    static let maximumNestingLevel = 256

    /// The summary, and why the file was not parsed when it was not.
    /// `onParse`, when given, also reads the tree while it is alive (see `IndexOptions.onParse`).
    /// Without `codeFacts`, bodies are not walked and `// strata:` directives not read; without
    /// `styleFacts`, no comment is read for marks, the header or documentation.
    static func summarize(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, contentHash: String, codeFacts: Bool = true, styleFacts: Bool = true,
        onParse: ((ParsedFile) -> Void)? = nil
    ) -> (FileSummary, notParsed: String?) {
        let scan = StyleScanner.scan(bytes, marks: styleFacts)
        var style = StyleFacts(
            tabIndentedLines: scan.tabIndentedLines, spaceIndentWidth: scan.indentStep,
            spaceIndentedLines: scan.spaceIndentedLines, markComments: scan.markComments
        )
        var summary = FileSummary(
            path: path, contentHash: contentHash, lineCount: scan.lineCount, imports: [], declarations: [],
            syntaxErrorCount: 0, style: style, hasCodeFacts: codeFacts
        )
        if let refusal = refusal(bytes, scan) {
            summary.syntaxErrorCount = 1
            return (summary, refusal)
        }

        let tree = Parser.parse(source: bytes, maximumNestingLevel: maximumNestingLevel)
        let source = SourceText(bytes: bytes, lines: scan.lines, readsComments: styleFacts)
        onParse?(ParsedFile(path: path, contentHash: contentHash, tree: tree, source: source))
        var collector = SummaryCollector(source: source, codeFacts: codeFacts)
        collector.walk(tree)
        if styleFacts { style.headerComment = source.headerComment(of: RawNode(tree.raw, at: tree.position.utf8Offset)) }
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
        if codeFacts { summary.code.directives = DirectiveScanner.scan(bytes, lines: scan.lines) }
        return (summary, nil)
    }

    /// Why a file must not be parsed at all, or nil.
    static func refusal(_ bytes: UnsafeBufferPointer<UInt8>, _ scan: StyleScan) -> String? {
        let generics = GenericNesting.depth(bytes)
        if generics > GenericNesting.maximumDepth {
            return "not parsed: generic arguments nested \(generics) deep (like `Array<Array<…`) would take SwiftParser too long"
        }
        // The scan's cheap count sees brackets everywhere; only a high one is worth a closer look.
        guard scan.bracketCost > BracketRuns.budget, BracketRuns.cost(bytes) > BracketRuns.budget else { return nil }
        return "not parsed: runs of `[` or `(` like `[[[[…` or `[([(…` (up to \(scan.longestBracketRun) in a row) would take SwiftParser too long"
    }

    /// Parses without summarising, for readers that need only the tree (`Indexer.parse`).
    static func parse<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, contentHash: String, read: (ParsedFile) -> Result
    ) -> Swift.Result<Result, NotParsed> {
        let scan = StyleScanner.scan(bytes)
        if let refusal = refusal(bytes, scan) { return .failure(NotParsed(reason: refusal)) }
        let tree = Parser.parse(source: bytes, maximumNestingLevel: maximumNestingLevel)
        return .success(read(ParsedFile(path: path, contentHash: contentHash, tree: tree, source: SourceText(bytes: bytes, lines: scan.lines))))
    }

    struct NotParsed: Error {
        var reason: String
    }
}
