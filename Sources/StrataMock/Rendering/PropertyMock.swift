/// A property requirement: a stored value tests set (with a count of sets when the protocol can
/// set it), or, for `get async`/`get throws`, a recorded call like a method's.
struct PropertyMock {
    let context: MemberContext

    func render(_ property: PropertyRequirement, base: String, argumentBase: String) -> RenderedMember {
        let place = context.place(isStatic: property.isStatic, attributes: property.attributes)
        let head =
            context.signature.prefix(property.attributes, isStatic: property.isStatic)
            + "var \(property.name): \(context.shape.spelled(property.type.written))"
        var member = RenderedMember()
        if property.getterIsAsync || property.getterThrows.throwsAnything {
            let recorder = context.recorder(
                CallSpec(
                    base: base, argumentBase: argumentBase, member: "\(context.shape.name).\(property.name)", arguments: [], returnType: property.type,
                    isAsync: property.getterIsAsync, throwsKind: property.getterThrows, erased: context.erased([], place: place),
                    place: place, isSoleMethod: false, globalActor: context.globalActor(of: property.attributes)))
            member.add(recorder.state(), place: place)
            let effects = context.signature.effects(isAsync: property.getterIsAsync, throwsKind: property.getterThrows)
            member.implementation.block(head) { writer in
                writer.block("get" + effects) { $0.lines(recorder.body()) }
            }
            return member
        }

        let setCount = base + "SetCallCount"
        var code = MemberCode()
        if property.hasSetter { code.state.append(place.declare(setCount, type: nil, value: "0", readOnly: true)) }
        let erased = !context.erased([], place: place).isDisjoint(with: SwiftIdentifiers.identifiers(in: property.type.written))
        if !place.isCompanion, !erased, let value = DefaultValues.value(for: property.type) {
            // A plain stored property: tests set it, the mock counts the sets the protocol allows.
            let attributes = property.attributes.filter { !$0.hasPrefix("nonisolated") }.map { $0 + " " }.joined()
            var declaration =
                attributes
                + place.declare(
                    property.name, type: context.shape.spelled(property.type.written), value: value, readOnly: false)
            if property.hasSetter { declaration += " {\n    didSet { \(setCount) += 1 }\n}" }
            code.state.insert(contentsOf: declaration.split(separator: "\n").map(String.init), at: 0)
            member.add(code, place: place)
            return member
        }
        // No neutral value: a stub behind a computed property, required before the first read.
        let stub = base + "Stub"
        code.state.insert(place.declare(stub, type: erased ? "Any?" : context.shape.spelled(property.type.storedOptional), value: nil, readOnly: false), at: 0)
        member.add(code, place: place)
        let reference = { (name: String) in place.reference(name, shadowedBy: []) }
        let cast = erased ? " as! \(context.shape.spelled(property.type.written))" : ""
        member.implementation.block(head) { writer in
            writer.block("get") {
                $0.line("guard let stub = \(reference(stub)) else { fatalError(\"\(context.shape.name).\(property.name): set it before reading it\") }")
                $0.line("return stub\(cast)")
            }
            writer.block("set") {
                $0.line("\(reference(stub)) = newValue")
                if property.hasSetter { $0.line("\(reference(setCount)) += 1") }
            }
        }
        return member
    }
}
