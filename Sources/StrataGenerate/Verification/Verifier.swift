import StrataModel
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses every generated Swift file before anything is written.
///
/// A syntax error in generated code is a Strata bug: it is reported with the file, line and column
/// and nothing is written. Size limits (seed 001's SwiftLint settings) are reported as warnings.
public struct Verifier: Sendable {
    public struct Limits: Sendable, Hashable {
        public var functionBodyLines = 50
        public var typeBodyLines = 350
        public var fileLines = 400
        public init() {}
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) { self.limits = limits }

    public func verify(_ source: String, path: String) -> [StrataIssue] {
        let tree = Parser.parse(source: source)
        var issues: [StrataIssue] = []
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree) {
                let location = diagnostic.location(converter: converter)
                issues.append(StrataIssue(
                    at: SourceLocation(file: path, line: location.line, column: location.column),
                    "generated code does not parse: \(diagnostic.message)",
                    hint: "this is a bug in Strata or in a template override; nothing was written"
                ))
            }
        }
        issues += sizeIssues(tree, path: path, converter: converter, source: source)
        return issues
    }

    private func sizeIssues(_ tree: SourceFileSyntax, path: String, converter: SourceLocationConverter, source: String) -> [StrataIssue] {
        var issues: [StrataIssue] = []
        let lineCount = source.reduce(into: 0) { count, character in if character == "\n" { count += 1 } }
        if lineCount > limits.fileLines {
            issues.append(StrataIssue(
                .warning, at: SourceLocation(file: path, line: 1, column: 1),
                "file has \(lineCount) lines, over the limit of \(limits.fileLines)",
                hint: "split the spec's entity or repository into smaller ones"
            ))
        }
        let visitor = BodyLengthVisitor(converter: converter, limits: limits, path: path)
        visitor.walk(tree)
        return issues + visitor.issues
    }
}

/// Counts the code lines (not blank, not comment-only) of function and type bodies, as SwiftLint does.
private final class BodyLengthVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let limits: Verifier.Limits
    let path: String
    var issues: [StrataIssue] = []

    init(converter: SourceLocationConverter, limits: Verifier.Limits, path: String) {
        self.converter = converter
        self.limits = limits
        self.path = path
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
        let text = body.trimmedDescription
        var count = 0
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed == "{" || trimmed == "}" { continue }
            count += 1
        }
        guard count > limit else { return }
        let location = body.startLocation(converter: converter)
        issues.append(StrataIssue(
            .warning, at: SourceLocation(file: path, line: location.line, column: location.column),
            "\(what) body has \(count) lines, over the limit of \(limit)",
            hint: "entities with very many properties make long initializers; consider splitting the entity"
        ))
    }
}
