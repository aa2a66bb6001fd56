import Foundation

protocol UpdateUserProfileUseCaseProtocol: Sendable {
    func execute(userID: UUID, name: String, avatarURL: URL?) async throws -> User
}

final class UpdateUserProfileUseCase {

    // MARK: Private Properties

    private let repository: UserRepositoryProtocol
    private let maxNameLength = 50

    // MARK: Initialization

    init(repository: UserRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - UpdateUserProfileUseCaseProtocol

extension UpdateUserProfileUseCase: UpdateUserProfileUseCaseProtocol {
    func execute(userID: UUID, name: String, avatarURL: URL?) async throws -> User {
        let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmedName.isEmpty else {
            throw ValidationError.emptyName
        }
        guard trimmedName.count <= maxNameLength else {
            throw ValidationError.nameTooLong(maxLength: maxNameLength)
        }

        let current = try await repository.getUser(by: userID)
        let updated = User(
            id: current.id,
            email: current.email,
            name: trimmedName,
            avatarURL: avatarURL,
            createdAt: current.createdAt
        )
        return try await repository.updateUser(updated)
    }
}
