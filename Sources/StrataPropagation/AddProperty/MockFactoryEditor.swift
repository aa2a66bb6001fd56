import StrataIndex
import StrataModel
import SwiftSyntax

/// Test data factories (`extension Movie { static func mock(…) -> Movie }`, in `+Mocks`,
/// `+Mock`, `Helpers/`, `Mocks/Models/` — found by shape, not name): a parameter with a non-nil
/// default and the argument passed through; or, for fixed fixtures, the argument with a sample.
struct MockFactoryEditor {
    let session: EditSession
    let types: ProjectTypes
    let subject: ProjectType
    let property: PropertyRequest
    let type: TypeRef
    let kind: ValueKind

    func edit(preceding: [String]) throws(StrataIssues) {
        let samples = ProjectSamples(types: types, module: subject.module)
        for owner in types.extensions(of: subject) where owner.isTest {
            for member in owner.declaration.members where member.isStatic && (member.kind == .method || member.kind == .property) {
                // `static let sample = Movie(…)` has no written type: its constructor call tells.
                let inferred = member.kind == .property && member.type == nil
                guard inferred || member.type == subject.name || member.type == "Self" || (subject.module.map { member.type == $0 + "." + subject.name } ?? false) else { continue }
                try edit(member, in: owner.file.path, preceding: preceding, samples: samples)
            }
        }
    }

    private func edit(_ member: Member, in path: String, preceding: [String], samples: ProjectSamples) throws(StrataIssues) {
        let source = try session.source(path)
        let memberLine = session.line(member.line, in: path)
        guard let syntax = DeclarationLocator(source: source).member(named: member.name, line: memberLine) else { return }
        let calls = ConstructorCalls(typeName: subject.name, module: subject.module, implicitMeansType: true).find(in: syntax)
        let place = "`\(subject.name).\(member.name)`"
        guard let sample = samples.sample(type, hint: property.name) else {
            if !calls.isEmpty {
                session.unhandled(path, line: memberLine, "\(place) needs a sample `\(type.swift)` for `\(property.name)`: add it by hand")
            }
            return
        }
        for call in calls {
            guard session.claim(path, offset: call.position.utf8Offset, "arg:" + property.name) else { continue }
            // Already passed (forwarded or fixed, like `price: 3`): nothing to add.
            if call.arguments.contains(where: { $0.label?.text == property.name }) { continue }
            let line = source.line(of: call)
            let forwards = ArgumentInserter.sourcePrefix(of: call) == ""
            let function = syntax.as(FunctionDeclSyntax.self)
            if forwards, let function {
                // `static func mock(title: String = "…") -> Movie { Movie(title: title) }`
                let parameters = function.signature.parameterClause.parameters
                if !parameters.contains(where: { ($0.secondName ?? $0.firstName).text == property.name }) {
                    let anchor = parameters.last { preceding.contains(($0.secondName ?? $0.firstName).text) }
                    let edits = ListInsertion(lines: source.lines).edits(
                        text: "\(property.name): \(type.swift) = \(sample)", after: anchor.map(Syntax.init), anchorHasComma: anchor?.trailingComma != nil,
                        opening: function.signature.parameterClause.leftParen, first: parameters.first.map(Syntax.init))
                    session.add(edits, in: path, line: line, "\(place): parameter `\(property.name): \(type.swift) = \(sample)`")
                }
                if let edits = ArgumentInserter(source: source).edits(label: property.name, value: property.name, in: call, preceding: preceding) {
                    session.add(edits, in: path, line: line, "\(place): passes `\(property.name)`")
                }
            } else if let edits = ArgumentInserter(source: source).edits(label: property.name, value: sample, in: call, preceding: preceding) {
                session.add(edits, in: path, line: line, "\(place): `\(property.name): \(sample)`")
            }
        }
    }
}
