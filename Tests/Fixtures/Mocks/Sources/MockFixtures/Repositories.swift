import Foundation

/// async, throws and typed throws; overloads; default arguments through an extension.
/// @mockable
protocol UserRepository: Sendable {
    func fetch(id: Int) async throws(UserError) -> User
    func fetch(name: String) async throws -> [User]
    func save(_ user: User) async throws
    func delete(id: Int) async throws(UserError)
    func count() async -> Int
    func page(_ number: Int, size: Int) async throws -> [User]
}

extension UserRepository {
    /// Default arguments live in extensions: protocols cannot declare them.
    func page(_ number: Int) async throws -> [User] {
        try await page(number, size: 20)
    }
}

/// Overloads that differ only by type, and a typed error with no default value.
/// @mockable
protocol Lookup {
    func value(_ key: String) -> Int
    func value(_ key: Int) -> Int
    func resolve(host: String) throws(ServerError) -> String
}
