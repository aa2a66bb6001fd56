import StrataModel

/// How a value of an embedded entity (`Price` inside `Product`) crosses a mapper: through the
/// entity's own mapping to or from its counterpart in the other layer, written with the popcorn preset's
/// rules — `dto.price.map(priceMapper.map)` for a single optional, `dto.prices?.map(priceMapper.map)`
/// for an optional array — whatever shape that mapping has.
struct SubMapping: Equatable {
    enum Form: Equatable {
        /// A function reference: `priceMapper.map`, `PriceMapper.map`, `PriceMapper().map`.
        case function(String)
        /// A method of the value itself: `$0.toDomain()`.
        case method(String)
        /// An initializer of the result: `Price(dto: $0)`.
        case initializer(type: String, label: String)
        /// A computed property of the value: `$0.domain`.
        case property(String)
    }

    var form: Form
    /// A stored sub-mapper the parent mapper must gain (`private let priceMapper = PriceMapper()`).
    var storedMapper: (name: String, type: String)?

    static func == (lhs: SubMapping, rhs: SubMapping) -> Bool {
        lhs.form == rhs.form && lhs.storedMapper?.name == rhs.storedMapper?.name && lhs.storedMapper?.type == rhs.storedMapper?.type
    }

    /// The expression for `source` of type `from` as a value of type `to`, where the elements
    /// differ by this mapping; nil for shapes that need a fallback (an optional into a required).
    func convert(_ source: String, from: TypeRef, to: TypeRef) -> String? {
        switch (from, to) {
        case (.array, .array), (.array, .optional(.array)):
            return "\(source).map" + argument
        case (.optional(.array), .optional(.array)):
            return "\(source)?.map" + argument
        case (.optional(.array), .array):
            return "\(source)?.map" + argument + " ?? []"
        case (.optional, .optional):
            switch form {
            case .method(let name): return "\(source)?.\(name)()"
            case .property(let name): return "\(source)?.\(name)"
            default: return "\(source).map" + argument
            }
        case (.optional, _), (.array, _), (_, .array), (.dictionary, _), (_, .dictionary):
            return nil
        default:
            return applied(to: source)
        }
    }

    /// `map`'s argument: `(priceMapper.map)`, or a trailing closure ` { $0.toDomain() }`.
    private var argument: String {
        let reference = reference
        return reference.hasPrefix("{") ? " " + reference : "(" + reference + ")"
    }

    /// The element conversion as something `map` takes.
    private var reference: String {
        switch form {
        case .function(let function): return function
        case .method(let name): return "{ $0.\(name)() }"
        case .initializer(let type, let label): return "{ \(type)(\(label == "_" ? "" : label + ": ")$0) }"
        case .property(let name): return "\\.\(name)"
        }
    }

    private func applied(to value: String) -> String {
        switch form {
        case .function(let function): return "\(function)(\(value))"
        case .method(let name): return "\(value).\(name)()"
        case .initializer(let type, let label): return "\(type)(\(label == "_" ? "" : label + ": ")\(value))"
        case .property(let name): return "\(value).\(name)"
        }
    }
}

extension TypeRef {
    /// The same shape with one named type replaced (`[Price]?` → `[PriceDTO]?`).
    func replacing(_ name: String, with other: String) -> TypeRef {
        switch self {
        case .named(let written): return written == name ? .named(other) : self
        case .optional(let wrapped): return .optional(wrapped.replacing(name, with: other))
        case .array(let element): return .array(element.replacing(name, with: other))
        case .set(let element): return .set(element.replacing(name, with: other))
        case .dictionary(let key, let value): return .dictionary(key: key.replacing(name, with: other), value: value.replacing(name, with: other))
        }
    }
}
