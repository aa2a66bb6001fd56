import StrataModel

/// Swift expressions for test data: mock factory defaults, use case arguments, stub results.
///
/// Values are deterministic and non-nil: optional properties get non-nil defaults, so callers
/// override only what they test.
struct SampleValues: Sendable {
    let model: DomainModel
    let lookup: ModelIndex

    init(model: DomainModel) {
        self.model = model
        self.lookup = ModelIndex(model)
    }

    /// A representative, non-nil value of `type`; `hint` (a property name) makes strings readable.
    func sample(_ type: TypeRef, hint: String) -> String {
        switch type {
        case .optional(let wrapped): return sample(wrapped, hint: hint)
        case .array(let element): return "[\(sample(element, hint: hint))]"
        case .set(let element): return "[\(sample(element, hint: hint))]"
        case .dictionary(let key, let value): return "[\(sample(key, hint: "key")): \(sample(value, hint: hint))]"
        case .named(let name): return sampleNamed(name, hint: hint)
        }
    }

    /// The neutral value a stub returns before a test configures it: empty, nil, zero or a sample.
    func empty(_ type: TypeRef) -> String {
        BuiltinSamples.zero(type) ?? sample(type, hint: "value")
    }

    /// A second value of the same type that differs from `sample` (for update tests).
    func alternative(_ type: TypeRef, hint: String) -> String? {
        switch type.nonOptional {
        case .named("String"): return "\"Updated \(hint)\""
        case .named("Int"): return "2"
        case .named("Double"), .named("Float"): return "2.5"
        case .named("Bool"): return "false"
        default: return nil
        }
    }

    private func sampleNamed(_ name: String, hint: String) -> String {
        if let enumType = lookup.enumType(named: name), let first = enumType.cases.first {
            return "." + first.name
        }
        if lookup.entity(named: name) != nil { return "\(name).mock()" }
        // Every remaining builtin is covered; an unknown name cannot pass spec validation.
        return BuiltinSamples.literal(name, hint: hint) ?? "1"
    }

    /// A sample id for an entity, by id type.
    func id(_ idType: IDType, entity: String, index: Int = 1) -> String {
        switch idType {
        case .uuid: return "UUID()"
        case .int: return "\(index)"
        case .string: return "\"\(Naming.lowerFirst(entity))-\(index)\""
        }
    }

    /// True when values of `type` can be compared with `==` in a test whatever the entity conformances.
    func isComparable(_ type: TypeRef) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): return isComparable(wrapped)
        case .dictionary(let key, let value): return isComparable(key) && isComparable(value)
        case .named(let name): return lookup.entity(named: name) == nil
        }
    }
}
