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
    /// The types that hold the property once this run is done (the subject and the types derived
    /// from it), with its type there: a construction inside one of them (`PaymentMethodDTO.toEntity()`
    /// building `PaymentMethodEntity(…)`) passes that type's own value, not a fill.
    var carriers: [String: TypeRef] = [:]
    /// Stored properties the subject inherits (a subclass's calls label its superclass's too).
    var inheritedNames: Set<String> = []

    func edit(preceding: [String]) throws(StrataIssues) {
        let samples = ProjectSamples(types: types, module: subject.module)
        let finder = ConstructorCalls(typeName: subject.name, module: subject.module, implicitMeansType: false)
        var needValue: [StrataIssue] = []
        // The properties as they stand in this round: an earlier property of the same run is
        // already a label of the calls (`MovieDTO(id: 1, tagline: "…")`).
        var storedNames = Set(subject.storedPropertyNames).union(inheritedNames)
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
            let inferred =
                callsInit && file.path != subject.file.path
                ? implicit.find(in: source.tree).filter { Self.callsInferredSubject($0, storedNames: storedNames) && Self.returns(simpleName, around: $0) }
                : []
            for call in finder.find(in: source.tree) + inferred where Self.callsMemberwise(call, storedNames: storedNames) {
                guard !call.arguments.contains(where: { $0.label?.text == property.name }) else { continue }
                guard session.claim(file.path, offset: call.position.utf8Offset, "arg:" + property.name) else { continue }
                let line = source.line(of: call)
                let carried = isTest ? nil : carriedValue(around: call)
                let value = carried ?? (isTest ? samples.sample(type, hint: property.name) : type.isOptional ? "nil" : fill ?? Self.emptyValue(type))
                guard let value else {
                    let column = source.converter.location(for: call.positionAfterSkippingLeadingTrivia).column
                    needValue.append(
                        StrataIssue(.error, at: SourceLocation(file: file.path, line: line, column: column), "`\(subject.name)(…)` needs a value for the new `\(property.name)`"))
                    continue
                }
                if let edits = ArgumentInserter(source: source).edits(label: property.name, value: value, in: call, preceding: preceding) {
                    if edits.isEmpty { session.unhandled(file.path, line: line, "cannot add `\(property.name):` to this `\(subject.name)` call: add it by hand") }
                    let note = carried == nil && !isTest && fill == nil && !type.isOptional ? " (no value given: \(Self.describe(value)); change it where another fits)" : ""
                    session.add(edits, in: file.path, line: line, "`\(subject.name)(…)`: `\(property.name): \(value)`" + note)
                }
            }
        }
        guard needValue.isEmpty else {
            needValue.sort { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
            needValue[0].hint =
                "give the property a default (`\(property.name):\(property.type.swift)=value`) or pass `--fill <expression>` for these \(needValue.count) call site(s)"
            throw StrataIssues(needValue)
        }
    }

    /// The enclosing type's own value of the property, converted to the constructed type's, when
    /// the call sits in an instance member of a type that holds it and nothing local shadows the name.
    private func carriedValue(around call: FunctionCallExprSyntax) -> String? {
        guard let (owner, member) = Self.enclosingType(of: call), let from = carriers[owner], !Self.shadows(property.name, in: member) else { return nil }
        let fallback = fill ?? property.defaultValue ?? BuiltinSamples.zero(type.nonOptional)
        return ValueConversion(kind: kind, fallback: fallback).convert(property.name, from: from, to: type)
    }

    /// The type (or extended type, unqualified) whose instance member holds the call, with that
    /// member: the outermost function, initializer or property below the type, so its parameters
    /// and every local in it count for shadowing (`let entity = Entity(…)` sits in a `toEntity()`).
    static func enclosingType(of call: FunctionCallExprSyntax) -> (String, Syntax)? {
        var member: Syntax?
        var node = Syntax(call).parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) {
                if function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return nil }
                member = current
            } else if current.is(InitializerDeclSyntax.self) || current.is(VariableDeclSyntax.self) {
                member = current
            }
            if let member {
                if let named = current.asProtocol(NamedDeclSyntax.self), current.asProtocol(DeclGroupSyntax.self) != nil {
                    return (named.name.text, member)
                }
                if let extended = current.as(ExtensionDeclSyntax.self) {
                    let name = extended.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                    return (name, member)
                }
            }
            node = current.parent
        }
        return nil
    }

    /// A parameter or local of the member named `name` would be read instead of the property.
    static func shadows(_ name: String, in member: Syntax) -> Bool {
        if let function = member.as(FunctionDeclSyntax.self),
            function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
        {
            return true
        }
        if let initializer = member.as(InitializerDeclSyntax.self),
            initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
        {
            return true
        }
        return member.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == name && token.parent?.is(IdentifierPatternSyntax.self) == true
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
            if let sequence = current.as(SequenceExprSyntax.self), let stored = assignedStoredType(sequence) {
                return names(name, stored)
            }
            if current.is(InitializerDeclSyntax.self) || current.asProtocol(DeclGroupSyntax.self) != nil { return false }
            node = current.parent
        }
        return false
    }

    /// `self.items = … ` or `items = …` inside a type that declares `var items: [Item]`: the
    /// declared type (`[Item]`), which is what an inferred `.init(…)` on the right builds.
    static func assignedStoredType(_ sequence: SequenceExprSyntax) -> String? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = elements[0].trimmedDescription
        let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
        guard !name.contains("."), !name.isEmpty else { return nil }
        var node = Syntax(sequence).parent
        while let current = node {
            if let group = current.asProtocol(DeclGroupSyntax.self) {
                for item in group.memberBlock.members {
                    guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.trimmedDescription == name {
                        return binding.typeAnnotation?.type.trimmedDescription
                    }
                }
                return nil
            }
            node = current.parent
        }
        return nil
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
