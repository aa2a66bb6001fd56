import StrataIndex
import StrataModel
import SwiftSyntax

/// Mapper tests that check field by field (`#expect(result.title == domain.title)`,
/// `XCTAssertEqual(result.title, domain.title)`) get the same check for the new property,
/// after the last one they already make.
struct AssertionEditor {
    let session: EditSession
    let types: ProjectTypes
    let subject: ProjectType
    let subjectNames: Set<String>
    let property: PropertyRequest
    /// Whether both sides of such a check have the same type in every layer: otherwise
    /// (`String?` raw value against an enum) the copied check would not compile.
    let comparable: Bool

    func edit() throws(StrataIssues) {
        for file in types.index.files where types.isTestFile(file.path) && mentionsSubject(file) && types.sees(subject, from: file, module: types.module(of: file.path)) {
            let source = try session.source(file.path)
            let finder = FunctionFinder(viewMode: .sourceAccurate)
            finder.walk(source.tree)
            for function in finder.functions {
                guard let body = function.body else { continue }
                try edit(body, in: source, function: function.name.text)
            }
        }
    }

    private func mentionsSubject(_ file: FileSummary) -> Bool {
        file.code.typeReferences.contains { $0.name == subject.name } || file.code.calls.contains { $0.name == subject.name }
    }

    private func edit(_ body: CodeBlockSyntax, in source: ParsedSource, function: String) throws(StrataIssues) {
        let statements = Array(body.statements)
        let checks = statements.map { FieldCheck(statement: $0.item.trimmedDescription) }
        let relevant = statements.indices.filter { checks[$0].map { subjectNames.contains($0.member) } ?? false }
        guard relevant.count >= 2, let last = relevant.last, let check = checks[last] else { return }
        if checks.contains(where: { $0?.member == property.name }) { return }
        guard session.claim(source.path, offset: body.position.utf8Offset, "check:" + property.name) else { return }
        let line = source.line(of: statements[last])
        guard comparable else {
            session.unhandled(source.path, line: line, "`\(function)` checks fields one by one: add a check of `\(property.name)` (its type differs between layers)")
            return
        }
        let lines = source.lines
        let statement = statements[last]
        let end = statement.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = lines.indentation(of: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
        let text = check.replacingMember(with: property.name)
        let edit = lines.lineEdit(indent + text, after: end)
        session.add([edit], in: source.path, line: line, "`\(function)`: `\(text)`")
    }
}

/// `#expect(a.member == b.member)` or `XCTAssertEqual(a.member, b.member)`, read from text.
struct FieldCheck {
    var prefix: String
    var left: String
    var separator: String
    var right: String
    var suffix: String
    var member: String

    init?(statement: String) {
        let forms = [("#expect(", " == ", ")"), ("XCTAssertEqual(", ", ", ")")]
        for (open, separator, close) in forms where statement.hasPrefix(open) && statement.hasSuffix(close) {
            let inner = statement.dropFirst(open.count).dropLast(close.count)
            guard let range = inner.range(of: separator) else { continue }
            let left = String(inner[..<range.lowerBound]), right = String(inner[range.upperBound...])
            guard let (leftBase, leftMember) = Self.access(left), let (rightBase, rightMember) = Self.access(right), leftMember == rightMember else { continue }
            self.prefix = open
            self.left = leftBase
            self.separator = separator
            self.right = rightBase
            self.suffix = close
            self.member = leftMember
            return
        }
        return nil
    }

    func replacingMember(with name: String) -> String {
        prefix + left + "." + name + separator + right + "." + name + suffix
    }

    private static func access(_ text: String) -> (String, String)? {
        guard let dot = text.lastIndex(of: ".") else { return nil }
        let base = String(text[..<dot]), member = String(text[text.index(after: dot)...])
        guard Assignment.isIdentifier(base), Assignment.isIdentifier(member) else { return nil }
        return (base, member)
    }
}

private final class FunctionFinder: SyntaxVisitor {
    var functions: [FunctionDeclSyntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node)
        return .skipChildren
    }
}
