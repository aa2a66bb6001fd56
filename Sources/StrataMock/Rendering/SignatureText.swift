/// The mock's spelling of requirement signatures: names for unnamed parameters, `Self` as the mock,
/// no `rethrows` (a witness that does not throw satisfies it), no `mutating`.
struct SignatureText {
    let shape: MockShape

    /// Body names of the parameters: `arg0` for `_`.
    static func bodyNames(_ parameters: [RequirementParameter]) -> [String] {
        parameters.enumerated().map { index, parameter in parameter.name ?? "arg\(index)" }
    }

    /// `(_ id: Int, named name: String, values: Int...)`; a subscript's parameters have no label
    /// unless one is written (`labelsByDefault: false`).
    func parameterList(_ parameters: [RequirementParameter], labelsByDefault: Bool = true) -> String {
        let names = Self.bodyNames(parameters)
        let items = zip(parameters, names).map { parameter, name -> String in
            let type = shape.spelled(parameter.type.written) + (parameter.isVariadic ? "..." : "")
            let isDefault = labelsByDefault ? parameter.label == name : parameter.label == "_" && parameter.name != nil
            let head = isDefault ? name : "\(parameter.label) \(name)"
            return "\(head): \(type)"
        }
        return "(" + items.joined(separator: ", ") + ")"
    }

    func generics(_ parameters: [GenericParameter]) -> String {
        parameters.isEmpty ? "" : "<" + parameters.map { shape.spelled($0.written) }.joined(separator: ", ") + ">"
    }

    func whereClause(_ clause: String?) -> String {
        clause.map { " where " + shape.spelled($0) } ?? ""
    }

    /// ` async throws(E)`: the effects a witness repeats.
    func effects(isAsync: Bool, throwsKind: ThrowsKind) -> String {
        var text = isAsync ? " async" : ""
        if throwsKind != .rethrows, throwsKind.throwsAnything { text += " " + shape.spelled(throwsKind.keyword) }
        return text
    }

    /// Attributes and kept modifiers, each followed by a space.
    func prefix(_ attributes: [String], isStatic: Bool) -> String {
        attributes.map { $0 + " " }.joined() + (isStatic ? "static " : "")
    }

    func method(_ method: MethodRequirement) -> String {
        var text = prefix(method.attributes, isStatic: method.isStatic) + "func \(method.name)" + generics(method.genericParameters)
        text += parameterList(method.parameters) + effects(isAsync: method.isAsync, throwsKind: method.throwsKind)
        if let returns = method.returnType { text += " -> " + shape.spelled(returns.written) }
        return text + whereClause(method.whereClause)
    }

    func `subscript`(_ item: SubscriptRequirement) -> String {
        prefix(item.attributes, isStatic: item.isStatic) + "subscript" + generics(item.genericParameters)
            + parameterList(item.parameters, labelsByDefault: false)
            + " -> " + shape.spelled(item.returnType.written) + whereClause(item.whereClause)
    }

    /// Effects are dropped: a plain initializer satisfies a failable, throwing or `async` requirement.
    func initializer(_ initializer: InitializerRequirement) -> String {
        prefix(initializer.attributes, isStatic: false) + "init" + generics(initializer.genericParameters)
            + parameterList(initializer.parameters) + whereClause(initializer.whereClause)
    }

    /// `UserRepositoryMock.fetch(id:)`, for messages.
    func member(_ name: String, _ parameters: [RequirementParameter]) -> String {
        "\(shape.name).\(name)(\(parameters.map { "\($0.label):" }.joined()))"
    }
}
