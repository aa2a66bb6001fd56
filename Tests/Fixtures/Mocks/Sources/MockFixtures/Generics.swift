import Foundation

/// Generic methods, `where` clauses, `some` and `any`, metatypes.
/// @mockable
protocol Decoding {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
    func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable
    func store(_ value: some Encodable)
    func describe(_ error: any Error) -> String
    func erase(_ value: some Sendable & Equatable) -> any Sendable
}

/// Associated types: one constrained, one with a default, one fixed by the annotation.
/// @mockable(typealias: Identifier = String)
protocol Store<Item> {
    associatedtype Item: Sendable & Equatable
    associatedtype Identifier: Hashable
    associatedtype Page = Int
    func item(for identifier: Identifier) async -> Item?
    func save(_ item: Item, for identifier: Identifier) async throws
    func items(on page: Page) -> [Item]
}

/// A child that fixes its parent's primary associated type.
/// @mockable
protocol UserStore: Store<User> {
    func current() -> User?
}

/// A generic mock: the associated type stays open.
/// @mockable
protocol Queue {
    associatedtype Element
    var count: Int { get }
    func push(_ element: Element)
    func pop() -> Element?
}
