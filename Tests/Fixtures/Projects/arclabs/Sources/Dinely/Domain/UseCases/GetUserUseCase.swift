import Foundation

protocol GetUserUseCaseProtocol: Sendable {
    func execute(userID: UUID) async throws -> User
}

final class GetUserUseCase {

    // MARK: Private Properties

    private let repository: UserRepositoryProtocol

    // MARK: Initialization

    init(repository: UserRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - GetUserUseCaseProtocol

extension GetUserUseCase: GetUserUseCaseProtocol {
    func execute(userID: UUID) async throws -> User {
        try await repository.getUser(by: userID)
    }
}
