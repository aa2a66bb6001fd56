/// What every member renderer of one mock shares.
struct MemberContext {
    let style: MockStyle
    let shape: MockShape
    let failures: FailureValues
    /// The contract preset's single-`execute` naming applies.
    let hasSoleMethod: Bool

    var signature: SignatureText { SignatureText(shape: shape) }

    /// The companion enum that holds static state of a generic mock.
    var companionName: String { shape.name + "Statics" }

    func place(isStatic: Bool, attributes: [String]) -> StatePlace {
        let optsOut = attributes.contains { $0.hasPrefix("nonisolated") }
        if isStatic {
            if shape.isGeneric { return .companion(companionName) }
            return .staticMember(unsafe: shape.globalActor == nil || optsOut)
        }
        return .instance(optOut: shape.isIsolated && optsOut)
    }

    /// The global actor a member runs on: its own (`@MainActor func`), else the mock's, unless it
    /// is `nonisolated`.
    func globalActor(of attributes: [String]) -> String? {
        if let own = Attributes.globalActor(in: attributes) { return own }
        return attributes.contains { $0.hasPrefix("nonisolated") } ? nil : shape.globalActor
    }

    /// Names erased to `Any` in state and handlers: the member's own generic parameters, and in a
    /// companion also the mock's (static state cannot name them).
    func erased(_ generics: [GenericParameter], place: StatePlace) -> Set<String> {
        var names = Set(generics.map(\.name))
        if place.isCompanion { names.formUnion(shape.genericNames) }
        return names
    }

    func recorder(_ spec: CallSpec) -> CallRecorder {
        CallRecorder(spec: spec, style: style, shape: shape, failures: failures)
    }
}

/// A requirement's share of the mock, placed: state in the mock or its companion, implementation in the mock.
struct RenderedMember {
    var state: [String] = []
    var companionState: [String] = []
    /// Written at the depth of the mock's members.
    var implementation = CodeWriter(depth: 1)
    var needsNotStubbed = false
    var companionNeedsNotStubbed = false

    mutating func add(_ code: MemberCode, place: StatePlace) {
        if place.isCompanion {
            companionState += code.state
            companionNeedsNotStubbed = companionNeedsNotStubbed || code.needsNotStubbed
        } else {
            state += code.state
            needsNotStubbed = needsNotStubbed || code.needsNotStubbed
        }
    }
}
