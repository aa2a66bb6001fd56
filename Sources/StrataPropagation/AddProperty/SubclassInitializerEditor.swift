import StrataModel
import SwiftSyntax

/// A class subject's subclasses: an initializer that hands its values to `super.init(…)` now has
/// to hand over the new one too, or the subclass no longer compiles. It takes the value as a
/// parameter of its own and passes it on (`override init(runningSetting:)` becomes
/// `init(runningSetting:resultOwner:)`, still an override of the subject's), so the value comes
/// from whoever builds the subclass; those constructions are then the subclass's call sites.
struct SubclassInitializerEditor {
    let session: EditSession
    let types: ProjectTypes
    let subject: ProjectType
    let property: PropertyRequest
    /// The property's type as written in the subject (`String`, `[Point]?`).
    let typeText: String
    /// The subject's initializer parameter default (`nil`), which the subclass's parameter repeats.
    let parameterDefault: String?
    /// The subject's stored properties before the new one, for the argument's position.
    let preceding: [String]
    /// The subject's stored property names, the new one included.
    let subjectNames: Set<String>

    /// The subclasses whose initializers now take the value (their constructions need it).
    func edit() throws(StrataIssues) -> [ProjectType] {
        var edited: [ProjectType] = []
        for subclass in types.subclasses(of: subject) {
            let source = try session.source(subclass.file.path)
            guard let group = DeclarationLocator(source: source).type(named: subclass.name) else { continue }
            var changed = false
            for item in group.memberBlock.members {
                guard let initializer = item.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
                // Only calls of the initializers that took the new parameter: every label one of the subject's properties.
                let calls = Self.superInitCalls(in: body).filter { call in
                    !call.arguments.contains { $0.label?.text == property.name }
                        && call.arguments.allSatisfy { argument in argument.label.map { subjectNames.contains($0.text) } ?? false }
                }
                for call in calls {
                    guard session.claim(subclass.file.path, offset: call.position.utf8Offset, "super:" + property.name) else { continue }
                    let line = source.line(of: call)
                    let parameters = initializer.signature.parameterClause.parameters
                    var edits: [SourceEdit] = []
                    if !parameters.contains(where: { ($0.secondName ?? $0.firstName).text == property.name }) {
                        let last = parameters.last
                        edits += ListInsertion(lines: source.lines).edits(
                            text: property.name + ": " + typeText + (parameterDefault.map { " = " + $0 } ?? ""),
                            after: last.map(Syntax.init), anchorHasComma: last?.trailingComma != nil,
                            opening: initializer.signature.parameterClause.leftParen, first: parameters.first.map(Syntax.init))
                    }
                    guard let passed = ArgumentInserter(source: source).edits(label: property.name, value: property.name, in: call, preceding: preceding) else { continue }
                    edits += passed
                    session.add(edits, in: subclass.file.path, line: line, "`\(subclass.name).init`: takes `\(property.name)` and passes it to `super.init`")
                    changed = true
                }
            }
            if changed { edited.append(subclass) }
        }
        return edited
    }

    /// `super.init(…)` calls in an initializer's body.
    static func superInitCalls(in body: CodeBlockSyntax) -> [FunctionCallExprSyntax] {
        let finder = CallFinder { $0.calledExpression.trimmedDescription == "super.init" }
        finder.walk(body)
        return finder.found
    }
}
