/// An initializer requirement: the mock's initializer keeps its arguments, in every style (it is
/// the only way a test can see how the mock was made).
struct InitializerMock {
    let context: MemberContext

    func render(_ initializer: InitializerRequirement, base: String, argumentBase: String) -> RenderedMember {
        let place = StatePlace.instance(optOut: false)
        let names = SignatureText.bodyNames(initializer.parameters)
        let erased = context.erased(initializer.genericParameters, place: place)
        var member = RenderedMember()
        var assignments: [String] = []
        for (parameter, name) in zip(initializer.parameters, names) where !parameter.type.isNonEscapingClosure {
            let property = "last" + SwiftIdentifiers.upperFirst(argumentBase) + SwiftIdentifiers.capitalized(name)
            let isErased = !erased.isDisjoint(with: SwiftIdentifiers.identifiers(in: parameter.type.written))
            let type =
                isErased
                ? "Any?"
                : parameter.isVariadic
                    ? "[\(context.shape.spelled(parameter.type.stored))]?" : context.shape.spelled(parameter.type.storedOptional)
            member.state.append(place.declare(property, type: type, value: nil, readOnly: true))
            assignments.append("\(place.reference(property, shadowedBy: Set(names))) = \(name)")
        }
        member.implementation.block(context.signature.initializer(initializer)) { $0.lines(assignments) }
        if assignments.isEmpty { member.implementation = Self.oneLine(context.signature.initializer(initializer)) }
        return member
    }

    /// `init() {}`
    static func oneLine(_ signature: String) -> CodeWriter {
        var writer = CodeWriter(depth: 1)
        writer.line(signature + " {}")
        return writer
    }
}
