/// A method requirement: state per the style, and the witness that records and answers calls.
struct MethodMock {
    let context: MemberContext

    func render(_ method: MethodRequirement, base: String, argumentBase: String) -> RenderedMember {
        let place = context.place(isStatic: method.isStatic, attributes: method.attributes)
        let names = SignatureText.bodyNames(method.parameters)
        let recorder = context.recorder(
            CallSpec(
                base: base, argumentBase: argumentBase, member: context.signature.member(method.name, method.parameters),
                arguments: zip(method.parameters, names).map { CallSpec.Argument(name: $1, type: $0.type, isVariadic: $0.isVariadic) },
                returnType: method.returnType, isAsync: method.isAsync,
                throwsKind: method.throwsKind == .rethrows ? .none : method.throwsKind,
                erased: context.erased(method.genericParameters, place: place), place: place, isSoleMethod: context.hasSoleMethod,
                globalActor: context.globalActor(of: method.attributes)))
        var member = RenderedMember()
        member.add(recorder.state(), place: place)
        member.implementation.block(context.signature.method(method)) { $0.lines(recorder.body()) }
        return member
    }
}
