import StrataModel
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses every generated Swift file before anything is written.
///
/// A syntax error in generated code is a Strata bug: it is reported with the file, line and column
/// and nothing is written. Size limits (a strict SwiftLint setup's) are reported as warnings.
public struct Verifier: Sendable {
    public struct Limits: Sendable, Hashable {
        package var functionBodyLines = 50
        package var typeBodyLines = 350
        package var fileLines = 400
        public init() {}
    }

    package var limits: Limits

    public init(limits: Limits = Limits()) { self.limits = limits }

    package func verify(_ source: String, path: String) -> [StrataIssue] {
        check(source, path: path).issues
    }

    /// `verify`, and the names of the file's top-level types from the same parse (for
    /// `NameClashes.typeNames`).
    func check(_ source: String, path: String) -> (issues: [StrataIssue], topLevelTypes: [String]) {
        let tree = Parser.parse(source: source)
        let declared = DeclaredNames(tree.statements)
        return (issues(tree, source: source, path: path, repeated: declared.repeatedMembers), declared.types)
    }

    private func issues(
        _ tree: SourceFileSyntax, source: String, path: String, repeated: [DeclaredNames.RepeatedMember]
    ) -> [StrataIssue] {
        var issues: [StrataIssue] = []
        // Made only when a position is needed: building it walks the whole tree once more.
        lazy var converter = SourceLocationConverter(fileName: path, tree: tree)
        for member in repeated {
            let location = converter.location(for: member.position)
            issues.append(
                StrataIssue(
                    at: SourceLocation(file: path, line: location.line, column: location.column),
                    "generated code declares `\(member.name)` twice in `\(member.type)`",
                    hint: "a spec name meets one the generator adds (rename it in the spec); otherwise this is a bug in Strata or in a template override; nothing was written"
                ))
        }
        if tree.hasError {
            for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree) {
                let location = diagnostic.location(converter: converter)
                issues.append(
                    StrataIssue(
                        at: SourceLocation(file: path, line: location.line, column: location.column),
                        "generated code does not parse: \(diagnostic.message)",
                        hint: "this is a bug in Strata or in a template override; nothing was written"
                    ))
            }
        }
        issues += sizeIssues(tree, path: path, converter: { converter }, source: source)
        return issues
    }

    /// Over the contiguous bytes when there are (always, for generated text): a plain loop the
    /// compiler vectorises, several times faster than stepping through `String.UTF8View`.
    static func newlines(in source: String) -> Int {
        let count = source.utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            for byte in bytes where byte == UInt8(ascii: "\n") { count += 1 }
            return count
        }
        return count ?? source.utf8.reduce(into: 0) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
    }

    private func sizeIssues(_ tree: SourceFileSyntax, path: String, converter: () -> SourceLocationConverter, source: String) -> [StrataIssue] {
        var issues: [StrataIssue] = []
        let lineCount = Self.newlines(in: source)
        if lineCount > limits.fileLines {
            issues.append(
                StrataIssue(
                    .warning, at: SourceLocation(file: path, line: 1, column: 1),
                    "file has \(lineCount) lines, over the limit of \(limits.fileLines)",
                    hint: "split the spec's entity or repository into smaller ones"
                ))
        }
        // A body can't have more lines than its file: most generated files are too short to need the walk.
        guard lineCount > min(limits.functionBodyLines, limits.typeBodyLines) else { return issues }
        let visitor = BodyLengthVisitor(converter: converter(), limits: limits, path: path, codeLines: CodeLineCounter(source))
        visitor.walk(tree)
        return issues + visitor.issues
    }
}

/// Code lines (not blank, not comment-only) before each line, so any range is counted in O(1).
///
/// Counting from the source once per file, instead of turning every body back into text, keeps the
/// size check cheap on files with many nested bodies.
struct CodeLineCounter {
    /// `prefix[i]` = code lines among lines 1…i (1-based).
    private let prefix: [Int]

    init(_ source: String) {
        // Bytes, not Characters: every marker looked at is ASCII, and this runs over every long
        // generated file; over the contiguous buffer when there is one (always, for generated text).
        prefix = source.utf8.withContiguousStorageIfAvailable(Self.prefixCounts) ?? Self.prefixCounts(Array(source.utf8))
    }

    /// Lines split at `\n` exactly as `split(separator:omittingEmptySubsequences: false)` does.
    private static func prefixCounts<Bytes: RandomAccessCollection>(_ bytes: Bytes) -> [Int] where Bytes.Element == UInt8, Bytes.Index == Int {
        var prefix = [0]
        prefix.reserveCapacity(bytes.count / 24)
        var lineStart = bytes.startIndex
        for index in bytes.startIndex...bytes.endIndex where index == bytes.endIndex || bytes[index] == UInt8(ascii: "\n") {
            let trimmed = bytes[lineStart..<index].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            prefix.append(prefix[prefix.count - 1] + (isCode(trimmed) ? 1 : 0))
            lineStart = index + 1
        }
        return prefix
    }

    /// Not blank, not a comment, not a lone brace (SwiftLint's count).
    private static func isCode<Line: Collection>(_ trimmed: Line) -> Bool where Line.Element == UInt8 {
        guard let first = trimmed.first else { return false }
        if trimmed.count == 1 { return first != UInt8(ascii: "{") && first != UInt8(ascii: "}") }
        return !(first == UInt8(ascii: "/") && trimmed.dropFirst().first == UInt8(ascii: "/"))
    }

    /// Code lines strictly between two lines (a body without its braces' own lines).
    func count(between first: Int, and last: Int) -> Int {
        guard last - 1 >= first + 1 else { return 0 }
        let upper = min(last - 1, prefix.count - 1), lower = min(first, prefix.count - 1)
        return max(0, prefix[upper] - prefix[lower])
    }
}

/// Counts the code lines of function and type bodies, as SwiftLint does.
private final class BodyLengthVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let limits: Verifier.Limits
    let path: String
    let codeLines: CodeLineCounter
    var issues: [StrataIssue] = []

    init(converter: SourceLocationConverter, limits: Verifier.Limits, path: String, codeLines: CodeLineCounter) {
        self.converter = converter
        self.limits = limits
        self.path = path
        self.codeLines = codeLines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { check(Syntax(body), limit: limits.functionBodyLines, what: "function `\(node.name.text)`") }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { check(Syntax(body), limit: limits.functionBodyLines, what: "initializer") }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        check(Syntax(node.memberBlock), limit: limits.typeBodyLines, what: "struct `\(node.name.text)`")
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        check(Syntax(node.memberBlock), limit: limits.typeBodyLines, what: "class `\(node.name.text)`")
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        check(Syntax(node.memberBlock), limit: limits.typeBodyLines, what: "enum `\(node.name.text)`")
        return .visitChildren
    }

    private func check(_ body: Syntax, limit: Int, what: String) {
        let start = body.startLocation(converter: converter)
        let end = body.endLocation(converter: converter)
        // A body on one line (`{ x }`) has one code line; otherwise count the lines between the braces.
        let count = start.line == end.line ? 1 : codeLines.count(between: start.line, and: end.line)
        guard count > limit else { return }
        issues.append(
            StrataIssue(
                .warning, at: SourceLocation(file: path, line: start.line, column: start.column),
                "\(what) body has \(count) lines, over the limit of \(limit)",
                hint: "entities with very many properties make long initializers; consider splitting the entity"
            ))
    }
}
