import Foundation

/// Properties (get, get/set, async and throwing getters), static members, subscripts, initializers.
/// @mockable
protocol Settings {
    var name: String { get set }
    var retries: Int { get }
    var endpoint: URL { get }
    var token: Token { get async throws }
    var isReady: Bool { get async }
    static var shared: String { get }
    static func make(named name: String) -> Int
    subscript(key: String) -> Int? { get set }
    subscript(index index: Int) -> String { get }
    init(profile: String)
}

/// Standard parents whose requirements the mock writes itself, and `Self`.
/// @mockable
protocol Session: Hashable, CustomStringConvertible, AnyObject {
    func copy() -> Self
    func merge(with other: Self) -> Bool
}
