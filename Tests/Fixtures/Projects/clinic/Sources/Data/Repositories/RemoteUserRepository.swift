import Domain
import Foundation

public final class RemoteUserRepository: UserRepository {
    private let networkClient: NetworkClient
    private let baseURL: URL

    public init(networkClient: NetworkClient, baseURL: URL) {
        self.networkClient = networkClient
        self.baseURL = baseURL
    }

    public func fetchUser(id: String) async throws -> User {
        try await networkClient.get(url: baseURL.appendingPathComponent("users/\(id)"))
    }

    public func fetchAll() async throws -> [User] {
        try await networkClient.get(url: baseURL.appendingPathComponent("users"))
    }

    public func save(_ user: User) async throws {
        try await networkClient.post(url: baseURL.appendingPathComponent("users"), body: user)
    }

    public func delete(id: String) async throws {
        try await networkClient.delete(url: baseURL.appendingPathComponent("users/\(id)"))
    }
}
