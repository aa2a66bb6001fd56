import StrataGenerate
import StrataModel
import StrataPropagation
import SwiftSyntax

/// Adds a feature's cases to a project's endpoint enum (`case loyaltyCard(UUID)` after the last
/// case) and an arm for each to the enum's switches over `self` in the same file (`path`, query
/// items), in the style of the arms already there. Cases already declared alike are left alone,
/// so a second run changes nothing.
struct EndpointEnumEditor {
    struct Outcome {
        var edits: [SourceEdit] = []
        var added: [EndpointCase] = []
        /// Cases already declared as the feature needs them.
        var present: [String] = []
        var issues: [StrataIssue] = []
        /// Line of the last existing case, where the new ones go.
        var line = 1
    }

    let source: ParsedSource
    let enumName: String

    func edit(adding cases: [EndpointCase]) -> Outcome {
        var outcome = Outcome()
        let locator = DeclarationLocator(source: source)
        guard let group = locator.type(named: enumName), let enumDecl = group.as(EnumDeclSyntax.self) else {
            let node = locator.type(named: enumName).map(Syntax.init) ?? Syntax(source.tree)
            outcome.issues.append(
                issue(
                    at: node, "`\(enumName)` is not an enum: Strata adds a feature's endpoints as enum cases",
                    hint: "adopt a client whose endpoint is an enum with `path` and query switches, or set `conventions.data.apiClient.adopt: false`"))
            return outcome
        }
        let declared = declaredCases(enumDecl)
        var missing: [EndpointCase] = []
        for endpoint in cases {
            guard let existing = declared[endpoint.name] else {
                missing.append(endpoint)
                continue
            }
            if existing.text.filter({ !$0.isWhitespace }) == endpoint.declaration.filter({ !$0.isWhitespace }) {
                outcome.present.append(endpoint.name)
            } else {
                outcome.issues.append(
                    issue(
                        at: existing.node, "`\(enumName).\(endpoint.name)` is declared as `\(existing.text)`; the feature needs `\(endpoint.declaration)`",
                        hint: "rename the project's case, or give the repository another `endpoint:` in the spec"))
            }
        }
        guard outcome.issues.isEmpty, !missing.isEmpty else { return outcome }

        let groups: [any DeclGroupSyntax] = [enumDecl] + locator.extensions(of: enumName)
        let switches = selfSwitches(in: groups)
        if !switches.contains(where: { $0.role == .path }) {
            outcome.issues.append(
                issue(
                    at: Syntax(enumDecl.name), "`\(enumName)` has no `var path: String` switching over `self`",
                    hint: "Strata writes each new case's path as an arm of that switch"))
        }
        for found in switches where found.role == .unknown && found.defaultArm == nil {
            outcome.issues.append(
                issue(
                    at: Syntax(found.node), "`\(enumName).\(found.owner)` switches over every case, and Strata cannot tell what a new case returns there",
                    hint: "give the switch a `default:` arm, or move it out of the enum's file"))
        }
        guard outcome.issues.isEmpty else { return outcome }

        let lines = source.lines
        let lastCase = enumDecl.memberBlock.members.last { $0.decl.is(EnumCaseDeclSyntax.self) }
        let caseIndent =
            lastCase.map { lines.indentation(of: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
            ?? lines.indentation(of: enumDecl.positionAfterSkippingLeadingTrivia.utf8Offset) + lines.indentStep
        let declarations = missing.map { caseIndent + "case " + $0.declaration }.joined(separator: lines.newline)
        if let lastCase {
            outcome.edits.append(lines.lineEdit(declarations, after: lastCase.endPositionBeforeTrailingTrivia.utf8Offset))
            outcome.line = source.line(of: lastCase)
        } else {
            outcome.edits.append(lines.lineEdit(declarations, after: enumDecl.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
            outcome.line = source.line(of: enumDecl)
        }
        for found in switches where found.role != .unknown {
            let arms = EndpointArms(role: found.role, style: found.style, step: lines.indentStep, newline: lines.newline).arms(for: missing)
            if let defaultArm = found.defaultArm {
                outcome.edits.append(SourceEdit(insert: arms + lines.newline, at: lines.lineStart(of: defaultArm.positionAfterSkippingLeadingTrivia.utf8Offset)))
            } else if let last = found.caseArms.last {
                outcome.edits.append(lines.lineEdit(arms, after: last.endPositionBeforeTrailingTrivia.utf8Offset))
            }
        }
        outcome.added = missing
        return outcome
    }

    /// Case names with their declaration as written (`user(UUID)`).
    private func declaredCases(_ enumDecl: EnumDeclSyntax) -> [String: (text: String, node: Syntax)] {
        var found: [String: (text: String, node: Syntax)] = [:]
        for member in enumDecl.memberBlock.members {
            guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in decl.elements {
                let text = element.name.text + (element.parameterClause?.trimmedDescription ?? "")
                found[element.name.text] = (text, Syntax(element))
            }
        }
        return found
    }

    /// Every `switch self` in the enum and its extensions in this file (not in nested types), with
    /// the role its property gives it.
    private func selfSwitches(in groups: [any DeclGroupSyntax]) -> [EndpointSwitch] {
        final class Finder: SyntaxVisitor {
            var found: [SwitchExprSyntax] = []
            init() { super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
                if node.subject.trimmedDescription == "self" { found.append(node) }
                return .visitChildren
            }
            // `self` in a nested type is that type.
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder()
        for group in groups { finder.walk(group.memberBlock) }
        return finder.found.map { node in
            var owner = "(a switch)"
            var role = EndpointSwitch.Role.unknown
            var parent = node.parent
            while let current = parent {
                if let variable = current.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    owner = name
                    role = binding.typeAnnotation.map { EndpointSwitch.role(name: name, type: $0.type.trimmedDescription) } ?? .unknown
                    break
                }
                if let function = current.as(FunctionDeclSyntax.self) {
                    owner = function.name.text + "()"
                    break
                }
                parent = current.parent
            }
            return EndpointSwitch(node: node, owner: owner, role: role, source: source)
        }
    }

    private func issue(at node: Syntax, _ message: String, hint: String) -> StrataIssue {
        let location = source.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return StrataIssue(.error, at: SourceLocation(file: source.path, line: location.line, column: location.column), message, hint: hint)
    }
}
