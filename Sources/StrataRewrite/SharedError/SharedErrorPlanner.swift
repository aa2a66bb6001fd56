import Foundation
import StrataIndex
import StrataModel
import StrataPropagation
import SwiftSyntax

/// Extends a project's one shared error enum (`ShopError`) with the cases a new feature's code
/// needs and it lacks, instead of writing a second declaration of it. Only adds: existing cases
/// stay as they are, and one whose shape differs from what the feature uses is an error, not
/// rewritten. Every `switch` the new cases break is reported with its place.
struct SharedErrorPlanner {
    let root: URL
    let typeName: String
    let feature: String

    /// A plan that changes nothing when every case is already there (a second run).
    func plan(adding needed: [FeatureErrorCases.Case], survey: ErrorTypeSurvey) throws(StrataIssues) -> EvolutionPlan {
        let declared = try onlyEnum(survey.declarations)
        let session = EditSession(root: root)
        let source = try session.source(declared.path)
        try checkParses(source)
        guard let declaration = DeclarationLocator(source: source).type(named: typeName)?.as(EnumDeclSyntax.self) else {
            throw StrataIssues([issue(at: declared, "`\(typeName)` could not be found again in this file", hint: "please report this with the file")])
        }
        let existing = Self.cases(of: declaration)
        var missing: [FeatureErrorCases.Case] = []
        for needed in needed {
            if let element = existing[needed.name] {
                try checkSameShape(element, as: needed, in: source)
            } else {
                missing.append(needed)
            }
        }
        guard !missing.isEmpty else {
            session.alreadyPresent("`\(typeName)` (\(declared.path)) has every case the \(feature) feature uses")
            return try session.finish()
        }
        try checkRawValues(declaration, allow: missing, in: source)
        let edits = EnumCaseAppender(source: source).edits(adding: missing.map(\.appended), to: declaration)
        let names = missing.map { "`\($0.appended.element)`" }.joined(separator: ", ")
        session.add(edits, in: declared.path, line: source.line(of: declaration), "`\(typeName)` gains the cases the \(feature) feature uses: \(names)")
        reportBrokenSwitches(survey.switches, existing: Set(existing.keys), missing: missing, session: session)
        let conformances = Set(declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []).union(survey.extensionConformances)
        if conformances.isDisjoint(with: ["Equatable", "Hashable"]) {
            session.unhandled(
                declared.path, line: declared.line, column: declared.column,
                "the \(feature) feature's tests compare `\(typeName)` values, and `\(typeName)` is not `Equatable`",
                hint: "add `Equatable` to its conformances")
        }
        return try session.finish()
    }

    /// The one declaration, which must be an enum.
    private func onlyEnum(_ declarations: [ErrorTypeSurvey.Declaration]) throws(StrataIssues) -> ErrorTypeSurvey.Declaration {
        let sorted = declarations.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        guard let first = sorted.first else {
            throw StrataIssues([StrataIssue(.error, at: nil, "`\(typeName)` is not declared in the project", hint: "please report this")])
        }
        guard sorted.count == 1 else {
            let places = sorted.map { "\($0.path):\($0.line):\($0.column)" }.joined(separator: ", ")
            throw StrataIssues(
                sorted.map { place in
                    issue(
                        at: place, "`\(typeName)` is declared \(sorted.count) times (\(places)): Strata cannot tell which one the \(feature) feature's cases go into",
                        hint: "keep one declaration of the error type")
                })
        }
        guard first.keyword == "enum" else {
            throw StrataIssues([
                issue(
                    at: first, "`\(typeName)` is a \(first.keyword), not an enum: Strata adds the \(feature) feature's error cases to an enum",
                    hint: "make `\(typeName)` an enum, or give each feature its own error type (`errorTypeName: \"{feature}Error\"` in .strata.yml)")
            ])
        }
        return first
    }

    /// Strata never edits a file the parser cannot read in full: the edit could land anywhere.
    private func checkParses(_ source: ParsedSource) throws(StrataIssues) {
        guard source.syntaxErrorCount > 0 else { return }
        let offset = ErrorCounter.scan(source.tree).firstOffset ?? 0
        let location = source.converter.location(for: AbsolutePosition(utf8Offset: offset))
        throw StrataIssues([
            StrataIssue(
                .error, at: StrataModel.SourceLocation(file: source.path, line: location.line, column: location.column),
                "this file, which declares `\(typeName)`, does not parse: Strata does not edit it", hint: "fix the syntax error, then generate again")
        ])
    }

    /// An existing case of the same name must be the case the generated code uses.
    private func checkSameShape(_ element: EnumCaseElementSyntax, as needed: FeatureErrorCases.Case, in source: ParsedSource) throws(StrataIssues) {
        let shape = FeatureErrorCases.shape(of: element)
        guard FeatureErrorCases.normalized(shape) != FeatureErrorCases.normalized(needed.appended.element) else { return }
        throw StrataIssues([
            StrataIssue(
                .error, at: location(of: element.name, in: source),
                "`\(typeName).\(needed.name)` is `\(shape)` here, but the \(feature) feature's code uses `\(needed.appended.element)`",
                hint: "give the case that shape, or give each feature its own error type (`errorTypeName: \"{feature}Error\"` in .strata.yml)")
        ])
    }

    /// An enum with raw values (`enum ShopError: String, Error`) cannot take associated values.
    private func checkRawValues(_ declaration: EnumDeclSyntax, allow missing: [FeatureErrorCases.Case], in source: ParsedSource) throws(StrataIssues) {
        let rawType = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        guard Self.rawValueTypes.contains(rawType), let payload = missing.first(where: { $0.appended.element.contains("(") }) else { return }
        throw StrataIssues([
            StrataIssue(
                .error, at: location(of: declaration.name, in: source),
                "`\(typeName)` has `\(rawType)` raw values, so it cannot take `\(payload.appended.element)`, a case with associated values the \(feature) feature uses",
                hint: "drop the raw values, or give each feature its own error type (`errorTypeName: \"{feature}Error\"` in .strata.yml)")
        ])
    }

    static let rawValueTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character",
    ]

    /// A `switch` that lists every existing case and has no `default` is over this enum (or one
    /// with the very same cases), and stops compiling once the new cases exist.
    private func reportBrokenSwitches(_ switches: [SwitchCases], existing: Set<String>, missing: [FeatureErrorCases.Case], session: EditSession) {
        let added = missing.map { "`.\($0.name)`" }.joined(separator: ", ")
        for site in switches where site.names == existing {
            session.unhandled(
                site.path, line: site.line, column: site.column,
                "this `switch` over `\(typeName)` has no `default`: it will not compile until it handles the new cases \(added)",
                hint: "handle them (or add a `default`); Strata cannot decide what this code does with the \(feature) feature's errors")
        }
    }

    /// Case name → element, including cases inside `#if`.
    static func cases(of declaration: EnumDeclSyntax) -> [String: EnumCaseElementSyntax] {
        var found: [String: EnumCaseElementSyntax] = [:]
        func collect(_ members: MemberBlockItemListSyntax) {
            for member in members {
                if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                    for element in caseDecl.elements where found[element.name.text] == nil { found[element.name.text] = element }
                } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .decls(let nested) = clause.elements { collect(nested) }
                    }
                }
            }
        }
        collect(declaration.memberBlock.members)
        return found
    }

    private func location(of token: TokenSyntax, in source: ParsedSource) -> StrataModel.SourceLocation {
        let location = source.converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return StrataModel.SourceLocation(file: source.path, line: location.line, column: location.column)
    }

    private func issue(at place: ErrorTypeSurvey.Declaration, _ message: String, hint: String) -> StrataIssue {
        StrataIssue(.error, at: StrataModel.SourceLocation(file: place.path, line: place.line, column: place.column), message, hint: hint)
    }
}
