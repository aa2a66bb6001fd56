/// A subscript requirement: its getter is recorded and answered like a method; a setter is counted,
/// its last value kept, and handed to a `…SetHandler`.
struct SubscriptMock {
    let context: MemberContext

    func render(_ item: SubscriptRequirement, base: String, argumentBase: String) -> RenderedMember {
        let place = context.place(isStatic: item.isStatic, attributes: item.attributes)
        let names = SignatureText.bodyNames(item.parameters)
        let arguments = zip(item.parameters, names).map { CallSpec.Argument(name: $1, type: $0.type, isVariadic: $0.isVariadic) }
        let erased = context.erased(item.genericParameters, place: place)
        let recorder = context.recorder(
            CallSpec(
                base: base, argumentBase: argumentBase, member: context.signature.member("subscript", item.parameters), arguments: arguments,
                returnType: item.returnType, isAsync: item.getterIsAsync, throwsKind: item.getterThrows, erased: erased, place: place,
                isSoleMethod: false, globalActor: context.globalActor(of: item.attributes)))
        var member = RenderedMember()
        member.add(recorder.state(), place: place)

        let effects = context.signature.effects(isAsync: item.getterIsAsync, throwsKind: item.getterThrows)
        guard item.hasSetter else {
            member.implementation.block(context.signature.subscript(item)) { writer in
                if effects.isEmpty { writer.lines(recorder.body()) } else { writer.block("get" + effects) { $0.lines(recorder.body()) } }
            }
            return member
        }
        // The setter's state: a count, the last value, a handler.
        let setter = CallRecorder(
            spec: CallSpec(
                base: base + "Set", argumentBase: argumentBase + "Set", member: "",
                arguments: arguments + [CallSpec.Argument(name: "newValue", type: item.returnType, isVariadic: false)],
                returnType: nil, isAsync: false, throwsKind: .none, erased: erased, place: place, isSoleMethod: false),
            style: context.style, shape: context.shape, failures: context.failures)
        member.add(setter.state(), place: place)
        member.implementation.block(context.signature.subscript(item)) { writer in
            writer.block("get") { $0.lines(recorder.body()) }
            writer.block("set") { $0.lines(setter.body()) }
        }
        return member
    }
}
