/// What kind of value each field of a `Codable` struct takes, discovered by encoding an instance.
///
/// This is what lets `.strata.yml` override any `Conventions` field by name without a hand-kept list
/// of fields: a new field in `Conventions` is accepted (and checked) the day it is added.
indirect enum ValueShape: Equatable, Sendable {
    case bool
    case integer
    case number
    case text
    case textList
    /// A `String`-backed enum; the raw values it accepts.
    case choice([String])
    case optional(ValueShape)
    case object([Field])

    struct Field: Equatable, Sendable {
        var name: String
        var shape: ValueShape
    }

    /// How the expected value is described in "expects …" messages.
    var expectation: String {
        switch self {
        case .bool: return "`true` or `false`"
        case .integer: return "a whole number"
        case .number: return "a number"
        case .text: return "text"
        case .textList: return "a list of names"
        case .choice(let values): return "one of " + values.map { "`\($0)`" }.joined(separator: ", ")
        case .optional(let wrapped): return wrapped.expectation + " or `null`"
        case .object: return "a mapping"
        }
    }

    /// The shape of `value`, or `nil` for a type this recorder does not model.
    static func of(_ value: some Encodable) -> ValueShape? {
        if let choices = choices(of: type(of: value)) { return .choice(choices) }
        if value is [String] { return .textList }
        let encoder = ShapeEncoder()
        do {
            try value.encode(to: encoder)
        } catch {
            return nil
        }
        return encoder.shape
    }

    /// The raw values of a `String`-backed, case-iterable enum type.
    static func choices(of type: Any.Type) -> [String]? {
        guard let enumType = type as? any (CaseIterable & RawRepresentable<String>).Type else { return nil }
        return rawValues(enumType)
    }

    private static func rawValues<E: CaseIterable & RawRepresentable<String>>(_: E.Type) -> [String] {
        E.allCases.map(\.rawValue)
    }
}

/// An `Encoder` that writes nothing and only records the shape of what is encoded.
private final class ShapeEncoder: Encoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    private var single: ValueShape?
    private var fields: FieldList?

    var shape: ValueShape? { single ?? fields.map { .object($0.fields) } }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let list = fields ?? FieldList()
        fields = list
        return KeyedEncodingContainer(FieldRecorder<Key>(list: list))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        single = .textList
        return ElementRecorder()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleRecorder(encoder: self) }

    fileprivate func record(_ shape: ValueShape) { single = shape }
}

private final class FieldList {
    var fields: [ValueShape.Field] = []

    func record(_ key: some CodingKey, _ shape: ValueShape?) {
        guard let shape, !fields.contains(where: { $0.name == key.stringValue }) else { return }
        fields.append(.init(name: key.stringValue, shape: shape))
    }
}

private struct FieldRecorder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let list: FieldList
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { list.record(key, .optional(.text)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { list.record(key, .bool) }
    mutating func encode(_ value: String, forKey key: Key) throws { list.record(key, .text) }
    mutating func encode(_ value: Double, forKey key: Key) throws { list.record(key, .number) }
    mutating func encode(_ value: Float, forKey key: Key) throws { list.record(key, .number) }
    mutating func encode(_ value: Int, forKey key: Key) throws { list.record(key, .integer) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { list.record(key, .integer) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { list.record(key, .integer) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { list.record(key, .integer) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { list.record(key, .integer) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { list.record(key, .integer) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { list.record(key, .integer) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { list.record(key, .integer) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { list.record(key, .integer) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { list.record(key, .integer) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws { list.record(key, ValueShape.of(value)) }

    // Synthesized `Encodable` skips `nil` optionals; record them anyway so `fileHeader` is a known key.
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { list.record(key, .optional(.text)) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { list.record(key, .optional(.bool)) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { list.record(key, .optional(.integer)) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { list.record(key, .optional(.number)) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        let wrapped = value.flatMap { ValueShape.of($0) } ?? ValueShape.choices(of: T.self).map { .choice($0) } ?? .text
        list.record(key, .optional(wrapped))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(FieldRecorder<NestedKey>(list: FieldList()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { ElementRecorder() }
    mutating func superEncoder() -> any Encoder { ShapeEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ShapeEncoder() }
}

/// Lists are only ever lists of names in `Conventions`; their elements need no recording.
private struct ElementRecorder: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    mutating func encodeNil() throws {}
    mutating func encode(_ value: some Encodable) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(FieldRecorder<NestedKey>(list: FieldList()))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { ElementRecorder() }
    mutating func superEncoder() -> any Encoder { ShapeEncoder() }
}

private struct SingleRecorder: SingleValueEncodingContainer {
    let encoder: ShapeEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.record(.optional(.text)) }
    mutating func encode(_ value: Bool) throws { encoder.record(.bool) }
    mutating func encode(_ value: String) throws { encoder.record(.text) }
    mutating func encode(_ value: Double) throws { encoder.record(.number) }
    mutating func encode(_ value: Float) throws { encoder.record(.number) }
    mutating func encode(_ value: Int) throws { encoder.record(.integer) }
    mutating func encode(_ value: Int8) throws { encoder.record(.integer) }
    mutating func encode(_ value: Int16) throws { encoder.record(.integer) }
    mutating func encode(_ value: Int32) throws { encoder.record(.integer) }
    mutating func encode(_ value: Int64) throws { encoder.record(.integer) }
    mutating func encode(_ value: UInt) throws { encoder.record(.integer) }
    mutating func encode(_ value: UInt8) throws { encoder.record(.integer) }
    mutating func encode(_ value: UInt16) throws { encoder.record(.integer) }
    mutating func encode(_ value: UInt32) throws { encoder.record(.integer) }
    mutating func encode(_ value: UInt64) throws { encoder.record(.integer) }
    mutating func encode(_ value: some Encodable) throws { encoder.record(ValueShape.of(value) ?? .text) }
}
