import StrataIndex
import SwiftParser
import SwiftSyntax

/// SwiftUI previews — a `#Preview { … }` block, a `PreviewProvider`'s type — build a screen with
/// whatever concrete types it needs to show: composition code, like a dependency container's, that
/// ships in no release build. A layer rule does not report what a preview names.
///
/// The index keeps no macro expansions, so the file is read and parsed here, and only for a file a
/// rule is about to report (few): everything else pays nothing.
enum PreviewCode {
    /// The lines (first...last) of every preview in the file; empty when it has none or its text is
    /// no longer what the index read.
    static func lineRanges(of file: LintFile) -> [ClosedRange<Int>] {
        var ranges = file.summary.declarations
            .filter { declaration in declaration.inheritedTypes.contains { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" } }
            .map { $0.line...max($0.line, $0.endLine) }
        let absolute = CompilerStyleReporter.absolute(file.path, root: file.project.index.root)
        guard let text = try? String(contentsOfFile: absolute, encoding: .utf8), text.contains("#Preview"),
            FileSummary.contentHash(of: text) == file.summary.contentHash
        else { return ranges }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        let finder = PreviewFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for node in finder.previews {
            let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: node.endPositionBeforeTrailingTrivia).line
            ranges.append(first...max(first, last))
        }
        return ranges
    }
}

/// Every `#Preview` expansion, declaration or expression, wherever it is written.
private final class PreviewFinder: SyntaxVisitor {
    var previews: [Syntax] = []

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previews.append(Syntax(node)) }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previews.append(Syntax(node)) }
        return .skipChildren
    }
}
