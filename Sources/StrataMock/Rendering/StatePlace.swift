/// Where a requirement's state (counts, arguments, results, handlers) is stored, and how the
/// implementation refers to it.
enum StatePlace {
    /// Stored properties of the mock; `optOut` for `nonisolated` members of an isolated mock,
    /// which must reach their state without the actor.
    case instance(optOut: Bool)
    /// Static stored properties; `unsafe` where Swift 6 sees global mutable state (any mock not
    /// isolated to a global actor).
    case staticMember(unsafe: Bool)
    /// Generic types cannot have static stored properties: static state lives in a companion enum.
    case companion(String)

    /// A stored property declaration; `readOnly` ones are `private(set)` where the mock owns them.
    func declare(_ name: String, type: String?, value: String?, readOnly: Bool) -> String {
        var text: String
        switch self {
        case .instance(let optOut): text = optOut ? "nonisolated(unsafe) " : ""
        case .staticMember(let unsafe): text = (unsafe ? "nonisolated(unsafe) " : "") + "static "
        case .companion: text = "nonisolated(unsafe) static "
        }
        if readOnly, !isCompanion { text += "private(set) " }
        text += "var \(name)"
        if let type { text += ": \(type)" }
        if let value { text += " = \(value)" }
        return text
    }

    /// How an implementation names the state; `self.`/`Self.` when a parameter has the same name.
    func reference(_ name: String, shadowedBy parameters: Set<String>) -> String {
        switch self {
        case .instance: parameters.contains(name) ? "self.\(name)" : name
        case .staticMember: parameters.contains(name) ? "Self.\(name)" : name
        case .companion(let holder): "\(holder).\(name)"
        }
    }

    var isCompanion: Bool {
        if case .companion = self { return true }
        return false
    }
}
