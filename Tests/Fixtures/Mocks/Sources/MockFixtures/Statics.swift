import Foundation

/// Generic static requirements: static state cannot name a method's generic parameters, so they are
/// stored erased to `Any`; a non-escaping closure with a typed error reaches the handler as is.
/// @mockable
protocol Codec: Sendable {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
    static func encode<T: Encodable>(_ value: T) -> Data
    static func register<Value: Sendable>(_ value: Value, for key: String) async
    static func transaction<T>(_ body: () throws(ServerError) -> T) throws(ServerError) -> T
}

/// A generic mock (its associated type stays open) with generic static requirements: their state
/// lives in a companion enum, erased like the method's own generic parameters.
/// @mockable
protocol Catalog {
    associatedtype Entry
    static func entry<Key: Hashable>(for key: Key) -> Entry?
    static func count<Kind>(of kind: Kind.Type) -> Int
    static func matching<C: Collection>(_ candidates: C) -> [Entry] where C.Element == Entry
    func add(_ entry: Entry)
}

/// Generic static requirements isolated to the main actor, one with a typed error.
/// @mockable
@MainActor
protocol Themes {
    static func make<T: Sendable>(_ value: T) -> T
    static func load<T: Decodable>(_ type: T.Type) async throws(UserError) -> T
}
