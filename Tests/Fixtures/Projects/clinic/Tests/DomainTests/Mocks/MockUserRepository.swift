import Domain

final class MockUserRepository: UserRepository, @unchecked Sendable {
    var users: [User] = []
    var fetchUserCallCount = 0

    func fetchUser(id: String) async throws -> User {
        fetchUserCallCount += 1
        guard let user = users.first(where: { $0.id == id }) else {
            throw RepositoryError.notFound
        }
        return user
    }

    func fetchAll() async throws -> [User] { users }
    func save(_ user: User) async throws { users.append(user) }
    func delete(id: String) async throws { users.removeAll { $0.id == id } }
}
