import StrataModel

/// What a property's type is, as far as propagating it goes: a plain value copied as is, an
/// enum stored by raw value outside the domain, or an entity that needs its own mapper.
enum ValueKind: Equatable {
    case plain
    /// A project enum; `firstCase` gives a sample and a fallback.
    case enumeration(name: String, firstCase: String?)
    /// A project struct or class (an embedded entity).
    case entity(name: String)

    var enumName: String? {
        if case .enumeration(let name, _) = self { return name }
        return nil
    }
}
