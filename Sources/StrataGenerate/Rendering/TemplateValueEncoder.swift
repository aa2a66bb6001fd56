import Mustache

/// Turns an `Encodable` template context into the dictionaries, arrays, strings, bools and numbers
/// Mustache reads — through the compiler-synthesised `encode(to:)`, without reflection.
///
/// Why not hand the struct to Mustache: swift-mustache looks every `{{key}}` up with `Mirror`,
/// which was a quarter of a large generation run; `[String: Any]` is a `MustacheParent`, read by
/// hash lookup. Why not `Mirror` once per value: the synthesised encoders are several times cheaper
/// still, and that pass runs over every field of every file.
/// A `nil` optional leaves its key out, as Mustache expects of a missing value.
enum TemplateValueEncoder {
    static func values(of context: some Encodable) -> Any {
        let encoder = ValueEncoder()
        // Our contexts are plain structs of strings, bools, numbers and arrays: nothing here throws.
        // If a future context's custom `encode(to:)` did, the partial value still renders.
        try? context.encode(to: encoder)
        return encoder.value
    }
}

/// Where one encoded value accumulates: a keyed box, an unkeyed box or a single value.
private final class ValueEncoder: Encoder {
    enum Storage {
        case empty
        case keyed(FieldsBox)
        case unkeyed(ItemsBox)
        case single(Any)
    }

    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var storage = Storage.empty

    var value: Any {
        switch storage {
        case .empty: [String: Any]()
        case .keyed(let box): box.fields
        case .unkeyed(let box): box.items
        case .single(let value): value
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed(let box) = storage { return KeyedEncodingContainer(KeyedValues(box: box)) }
        let box = FieldsBox()
        storage = .keyed(box)
        return KeyedEncodingContainer(KeyedValues(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .unkeyed(let box) = storage { return UnkeyedValues(box: box) }
        let box = ItemsBox()
        storage = .unkeyed(box)
        return UnkeyedValues(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValue(encoder: self) }

    /// Strings, bools and integers are stored as they are; anything else is encoded in turn.
    static func encode<T: Encodable>(_ value: T) throws -> Any {
        switch value {
        case let string as String: return string
        case let bool as Bool: return bool
        case let int as Int: return int
        default:
            let child = ValueEncoder()
            try value.encode(to: child)
            return child.value
        }
    }
}

/// Boxes are what nested containers leave behind (synthesised conformances never ask for them);
/// Mustache can read them directly.
private final class FieldsBox: MustacheParent {
    var fields: [String: Any] = [:]
    func child(named name: String) -> Any? { fields[name] }
}

private final class ItemsBox: MustacheSequence {
    var items: [Any] = []
    func makeIterator() -> IndexingIterator<[Any]> { items.makeIterator() }
}

private struct KeyedValues<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: FieldsBox
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) {}
    mutating func encode(_ value: String, forKey key: Key) { box.fields[key.stringValue] = value }
    mutating func encode(_ value: Bool, forKey key: Key) { box.fields[key.stringValue] = value }
    mutating func encode(_ value: Int, forKey key: Key) { box.fields[key.stringValue] = value }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        box.fields[key.stringValue] = try ValueEncoder.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = FieldsBox()
        box.fields[key.stringValue] = nested
        return KeyedEncodingContainer(KeyedValues<NestedKey>(box: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = ItemsBox()
        box.fields[key.stringValue] = nested
        return UnkeyedValues(box: nested)
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder() }
}

private struct UnkeyedValues: UnkeyedEncodingContainer {
    let box: ItemsBox
    var codingPath: [any CodingKey] { [] }
    var count: Int { box.items.count }

    mutating func encodeNil() {}
    mutating func encode(_ value: String) { box.items.append(value) }
    mutating func encode(_ value: Bool) { box.items.append(value) }
    mutating func encode(_ value: Int) { box.items.append(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { box.items.append(try ValueEncoder.encode(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = FieldsBox()
        box.items.append(nested)
        return KeyedEncodingContainer(KeyedValues<NestedKey>(box: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = ItemsBox()
        box.items.append(nested)
        return UnkeyedValues(box: nested)
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder() }
}

private struct SingleValue: SingleValueEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() {}
    mutating func encode<T: Encodable>(_ value: T) throws { encoder.storage = .single(try ValueEncoder.encode(value)) }
}
