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
    /// The property's type in each derived type (`MovieDTO` → `String?`), to convert that side of a
    /// check when the types differ.
    var fieldTypes: [String: TypeRef] = [:]
    var kind: ValueKind = .plain

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

    /// The subject, or a type derived from it (a DTO mapper's test may never name the entity).
    private func mentionsSubject(_ file: FileSummary) -> Bool {
        let names = Set([subject.name] + fieldTypes.keys)
        return file.code.typeReferences.contains { names.contains($0.name) } || file.code.calls.contains { names.contains($0.name) }
    }

    private func edit(_ body: CodeBlockSyntax, in source: ParsedSource, function: String) throws(StrataIssues) {
        let statements = Array(body.statements)
        let texts = statements.map { $0.item.trimmedDescription }
        let checks = texts.map { FieldCheck(statement: $0) }
        // Checks Strata wrote with a conversion (`== dto.kind.flatMap { … }`) count too.
        let checked = texts.map(FieldCheck.checkedMember)
        let relevant = statements.indices.filter { checked[$0].map { subjectNames.contains($0) } ?? false }
        guard relevant.count >= 2, let last = relevant.last, let check = relevant.reversed().lazy.compactMap({ checks[$0] }).first else { return }
        if checked.contains(where: { $0 == property.name }) { return }
        let variables = variableTypes(in: statements)
        // A check reads the property on both sides: only where each side's type has it or gets it.
        guard [check.left, check.right].allSatisfy({ base in variables[base].map { hasProperty($0, at: source.path) } ?? true }) else { return }
        guard session.claim(source.path, offset: body.position.utf8Offset, "check:" + property.name) else { return }
        let lines = source.lines
        let statement = statements[last]
        let end = statement.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = lines.indentation(of: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
        let place = lines.lineEdit(indent, after: end).offset
        let line = source.line(of: statement)
        // After the checks earlier properties of the request add there: the last of them is the line followed.
        let below = session.linesInsertedEarlier(at: place, in: source.path)
        let text: String
        if comparable {
            text = check.replacingMember(with: property.name)
        } else if let converted = convertedCheck(check, variables: variables) {
            text = converted
        } else {
            session.unhandled(source.path, line: line, "`\(function)` checks fields one by one: add a check of `\(property.name)` (its type differs between layers)")
            return
        }
        let edit = lines.lineEdit(indent + text, after: end)
        session.add([edit], in: source.path, line: line, below: below, "`\(function)`: `\(text)`")
    }
}

extension AssertionEditor {
    /// Whether a value of the type written `typeName` has the property after this run: the
    /// subject, a type given it here, or one that declares it. A type the project does not declare
    /// (or an unreadable spelling) is given the benefit of the doubt.
    func hasProperty(_ typeName: String, at path: String) -> Bool {
        var written = typeName
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        guard let type = types.resolve(written, at: path) else { return true }
        if type.file.path == subject.file.path, type.name == subject.name { return true }
        return fieldTypes[type.name] != nil || type.declaration.members.contains { $0.kind == .property && $0.name == property.name }
    }

    /// The check with the derived side converted to the domain's type
    /// (`#expect(movie.status == dto.status.flatMap { MovieStatus(rawValue: $0) })`); nil when the
    /// test does not show which variable is of which type, or the conversion is not one Strata writes.
    func convertedCheck(_ check: FieldCheck, variables: [String: String]) -> String? {
        let sides = [check.left, check.right].map { base in variables[base].flatMap { fieldTypes[$0] }.map { (base, $0) } }
        guard sides.compactMap({ $0 }).count == 1 else { return nil }
        let subjectSide = [check.left, check.right].first { variables[$0].map { fieldTypes[$0] == nil } ?? true }
        guard subjectSide != nil else { return nil }
        func expression(_ base: String) -> String? {
            let plain = base + "." + property.name
            guard let (_, fieldType) = sides.compactMap({ $0 }).first(where: { $0.0 == base }), fieldType != property.type else { return plain }
            switch kind {
            case .entity(let name):
                guard let entity = types.resolve(name, at: subject.file.path), let from = fieldType.namedTypes.first,
                    let sub = SubMappingFinder(types: types).find(entity: entity, from: from, to: name, parent: nil)
                else { return nil }
                return sub.convert(plain, from: fieldType, to: property.type)
            default:
                let fallback = FieldTyping(types: types, module: subject.module).fallback(property)
                return ValueConversion(kind: kind, fallback: fallback).convert(plain, from: fieldType, to: property.type)
            }
        }
        guard let left = expression(check.left), let right = expression(check.right) else { return nil }
        return check.prefix + left + check.separator + right + check.suffix
    }

    /// `let dto = MovieDTO(…)`, `let dto: MovieDTO = …`, `let movie = Movie.mock()`,
    /// `let dto = try JSONDecoder().decode(MovieDTO.self, from: data)`: variable → type name.
    func variableTypes(in statements: [CodeBlockItemSyntax]) -> [String: String] {
        var found: [String: String] = [:]
        for statement in statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let annotated = binding.typeAnnotation?.type.trimmedDescription {
                    found[name] = annotated
                } else if let value = binding.initializer?.value, let type = typeBuilt(by: value) {
                    found[name] = type
                }
            }
        }
        return found
    }

    /// `T(…)`, `T.init(…)`, a static method of `T` whose declared result the index knows
    /// (`Product.stub()`, `ProductCardMapper.makeCard(from:)`), or `decode(T.self, …)`.
    private func typeBuilt(by expression: ExprSyntax) -> String? {
        var expression = expression
        if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".decode"), let first = call.arguments.first?.expression.trimmedDescription, first.hasSuffix(".self") {
            return String(first.dropLast(".self".count))
        }
        let parts = callee.split(separator: ".").map(String.init)
        guard let head = parts.first, head.first?.isUppercase == true else { return nil }
        if parts.count == 1 || (parts.count == 2 && parts[1] == "init") { return head }
        guard parts.count == 2 else { return nil }
        let owners = (types.byName[head] ?? []) + (types.extensionsByName[head] ?? [])
        guard let result = owners.lazy.flatMap(\.declaration.members).first(where: { $0.isStatic && $0.kind == .method && $0.name == parts[1] })?.type else { return nil }
        return result == "Self" ? head : result
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

    /// The member a check's first side reads (`kind` in `#expect(movie.kind == …)`), whatever the other side is.
    static func checkedMember(_ statement: String) -> String? {
        for (open, separator) in [("#expect(", " == "), ("XCTAssertEqual(", ", ")] where statement.hasPrefix(open) {
            let inner = statement.dropFirst(open.count)
            guard let range = inner.range(of: separator) else { continue }
            return access(String(inner[..<range.lowerBound]))?.1
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
