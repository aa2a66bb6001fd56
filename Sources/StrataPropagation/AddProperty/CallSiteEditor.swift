import StrataModel
import SwiftSyntax

/// Every other place that constructs the subject, when the new property is required: test code
/// gets a sample value; other code gets the `--fill` value, else `nil` for an optional and an empty
/// collection for a list (said in the change). Without one, the run stops and lists the places,
/// so nothing is half-done.
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
        // The properties as they stand in this round: an earlier property of the same run is
        // already a label of the calls (`MovieDTO(id: 1, tagline: "…")`).
        var storedNames = Set(subject.storedPropertyNames)
        if let declaration = DeclarationLocator(source: try session.source(subject.file.path)).type(named: subject.name) {
            storedNames.formUnion(TypeShape(declaration).storedProperties.map(\.name))
        }
        let simpleName = String(subject.name.split(separator: ".").last ?? Substring(subject.name))
        let implicit = ConstructorCalls(typeName: subject.name, module: subject.module, implicitMeansType: true)
        for file in types.index.files where types.sees(subject, from: file, module: types.module(of: file.path)) {
            let callsByName = file.code.calls.contains { $0.name == simpleName }
            let callsInit = file.code.calls.contains { $0.name == "init" && $0.receiver == "" }
            guard callsByName || callsInit else { continue }
            let isTest = types.isTestFile(file.path)
            let source = try session.source(file.path)
            // `.init(…)` where the type is inferred (`dtos.map { .init(id: $0.id, …) }` returning
            // `[Folder]`): the subject's when every label is one of its stored properties and
            // they cover at least half of them. A missed one would leave a call that no longer compiles.
            let inferred = callsInit && file.path != subject.file.path
                ? implicit.find(in: source.tree).filter { Self.callsInferredSubject($0, storedNames: storedNames) && Self.returns(simpleName, around: $0) }
                : []
            for call in finder.find(in: source.tree) + inferred where Self.callsMemberwise(call, storedNames: storedNames) {
                guard !call.arguments.contains(where: { $0.label?.text == property.name }) else { continue }
                guard session.claim(file.path, offset: call.position.utf8Offset, "arg:" + property.name) else { continue }
                let line = source.line(of: call)
                let value = isTest ? samples.sample(type, hint: property.name) : type.isOptional ? "nil" : fill ?? Self.emptyValue(type)
                guard let value else {
                    let column = source.converter.location(for: call.positionAfterSkippingLeadingTrivia).column
                    needValue.append(StrataIssue(.error, at: SourceLocation(file: file.path, line: line, column: column), "`\(subject.name)(…)` needs a value for the new `\(property.name)`"))
                    continue
                }
                if let edits = ArgumentInserter(source: source).edits(label: property.name, value: value, in: call, preceding: preceding) {
                    if edits.isEmpty { session.unhandled(file.path, line: line, "cannot add `\(property.name):` to this `\(subject.name)` call: add it by hand") }
                    let note = !isTest && fill == nil && !type.isOptional ? " (no value given: \(Self.describe(value)); change it where another fits)" : ""
                    session.add(edits, in: file.path, line: line, "`\(subject.name)(…)`: `\(property.name): \(value)`" + note)
                }
            }
        }
        guard needValue.isEmpty else {
            needValue.sort { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
            needValue[0].hint = "give the property a default (`\(property.name):\(property.type.swift)=value`) or pass `--fill <expression>` for these \(needValue.count) call site(s)"
            throw StrataIssues(needValue)
        }
    }

    /// The value code outside tests gets when no `--fill` is given: nothing for an optional, an
    /// empty collection for a list, set or dictionary; nil (ask) for anything else.
    static func emptyValue(_ type: TypeRef) -> String? {
        switch type {
        case .optional: return "nil"
        case .array, .set: return "[]"
        case .dictionary: return "[:]"
        case .named: return nil
        }
    }

    private static func describe(_ value: String) -> String {
        switch value {
        case "nil": return "`nil`"
        case "[]", "[:]": return "empty"
        default: return "`\(value)`"
        }
    }

    /// Whether the function or property the call sits in returns `name` (`Folder`, `[Folder]`,
    /// `Folder?`, `Domain.Folder`): what an inferred `.init(…)` there builds.
    static func returns(_ name: String, around call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call).parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) {
                return names(name, function.signature.returnClause?.type.trimmedDescription)
            }
            if let binding = current.as(PatternBindingSyntax.self), let annotation = binding.typeAnnotation {
                return names(name, annotation.type.trimmedDescription)
            }
            if current.is(InitializerDeclSyntax.self) || current.asProtocol(DeclGroupSyntax.self) != nil { return false }
            node = current.parent
        }
        return false
    }

    private static func names(_ name: String, _ written: String?) -> Bool {
        guard let written else { return false }
        let base = String(written.filter { !"[]?! ".contains($0) })
        return base == name || base.hasSuffix("." + name)
    }

    static func callsInferredSubject(_ call: FunctionCallExprSyntax, storedNames: Set<String>) -> Bool {
        guard call.calledExpression.trimmedDescription == ".init" else { return false }
        let labels = call.arguments.compactMap { $0.label?.text }
        return labels.count >= 2 && labels.count == call.arguments.count && labels.count * 2 >= storedNames.count
            && labels.allSatisfy(storedNames.contains)
    }

    /// A call of the memberwise-style initializer: every argument labelled with a stored
    /// property's name. `Movie(dto)` or `Movie(payload: p)` call other initializers.
    static func callsMemberwise(_ call: FunctionCallExprSyntax, storedNames: Set<String>) -> Bool {
        call.trailingClosure == nil && call.arguments.allSatisfy { argument in argument.label.map { storedNames.contains($0.text) } ?? false }
    }
}
