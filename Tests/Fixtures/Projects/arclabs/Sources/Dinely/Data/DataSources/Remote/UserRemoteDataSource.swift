import Foundation

protocol UserRemoteDataSourceProtocol: Sendable {
    func fetchUser(by id: UUID) async throws -> UserDTO
    func updateUser(_ user: UserDTO) async throws -> UserDTO
    func deleteUser(by id: UUID) async throws
}

final class UserRemoteDataSource {

    // MARK: Private Types

    private struct EmptyResponse: Decodable, Sendable {}

    // MARK: Private Properties

    private let apiClient: APIClientProtocol

    // MARK: Initialization

    init(apiClient: APIClientProtocol) {
        self.apiClient = apiClient
    }
}

// MARK: - UserRemoteDataSourceProtocol

extension UserRemoteDataSource: UserRemoteDataSourceProtocol {
    func fetchUser(by id: UUID) async throws -> UserDTO {
        try await apiClient.request(
            endpoint: .user(id),
            method: .get,
            body: nil,
            responseType: UserDTO.self
        )
    }

    func updateUser(_ user: UserDTO) async throws -> UserDTO {
        guard let id = UUID(uuidString: user.id) else {
            throw NetworkError.invalidURL
        }
        return try await apiClient.request(
            endpoint: .user(id),
            method: .put,
            body: user,
            responseType: UserDTO.self
        )
    }

    func deleteUser(by id: UUID) async throws {
        _ = try await apiClient.request(
            endpoint: .user(id),
            method: .delete,
            body: nil,
            responseType: EmptyResponse.self
        )
    }
}
