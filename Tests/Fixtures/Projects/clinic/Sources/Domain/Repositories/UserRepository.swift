public protocol UserRepository: Sendable {
    func fetchUser(id: String) async throws -> User
    func fetchAll() async throws -> [User]
    func save(_ user: User) async throws
    func delete(id: String) async throws
}
