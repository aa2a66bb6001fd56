import StrataModel
import SwiftSyntax

/// Every other place that constructs the subject, when the new property is required: test code
/// gets a sample value; other code gets `nil` for an optional, else the `--fill` value. Without
/// one, the run stops and lists the places, so nothing is half-done.
struct CallSiteEditor {
    let session: EditSession
    let types: ProjectTypes
    let subject: ProjectType
    let property: PropertyRequest
    let type: TypeRef
    let kind: ValueKind
    let fill: String?

    func edit(preceding: [String]) throws(StrataIssues) {
        let samples = ProjectSamples(types: types, module: subject.module)
        let finder = ConstructorCalls(typeName: subject.name, module: subject.module, implicitMeansType: false)
        var needValue: [StrataIssue] = []
        let storedNames = Set(subject.storedPropertyNames)
        for file in types.index.files where file.code.calls.contains(where: { $0.name == subject.name }) && types.sees(subject, from: file, module: types.module(of: file.path)) {
            let isTest = types.isTestFile(file.path)
            let source = try session.source(file.path)
            for call in finder.find(in: source.tree) where Self.callsMemberwise(call, storedNames: storedNames) {
                guard !call.arguments.contains(where: { $0.label?.text == property.name }) else { continue }
                guard session.claim(file.path, offset: call.position.utf8Offset, "arg:" + property.name) else { continue }
                let line = source.line(of: call)
                let value = isTest ? samples.sample(type, hint: property.name) : (type.isOptional ? "nil" : fill)
                guard let value else {
                    let column = source.converter.location(for: call.positionAfterSkippingLeadingTrivia).column
                    needValue.append(StrataIssue(.error, at: SourceLocation(file: file.path, line: line, column: column), "`\(subject.name)(…)` needs a value for the new `\(property.name)`"))
                    continue
                }
                if let edits = ArgumentInserter(source: source).edits(label: property.name, value: value, in: call, preceding: preceding) {
                    if edits.isEmpty { session.unhandled(file.path, line: line, "cannot add `\(property.name):` to this `\(subject.name)` call: add it by hand") }
                    session.add(edits, in: file.path, line: line, "`\(subject.name)(…)`: `\(property.name): \(value)`")
                }
            }
        }
        guard needValue.isEmpty else {
            needValue.sort { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
            needValue[0].hint = "give the property a default (`\(property.name):\(property.type.swift)=value`) or pass `--fill <expression>` for these \(needValue.count) call site(s)"
            throw StrataIssues(needValue)
        }
    }

    /// A call of the memberwise-style initializer: every argument labelled with a stored
    /// property's name. `Movie(dto)` or `Movie(payload: p)` call other initializers.
    static func callsMemberwise(_ call: FunctionCallExprSyntax, storedNames: Set<String>) -> Bool {
        call.trailingClosure == nil && call.arguments.allSatisfy { argument in argument.label.map { storedNames.contains($0.text) } ?? false }
    }
}
