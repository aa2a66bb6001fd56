import Foundation
import Testing
@testable import Dinely

@Suite("UpdateUserProfileUseCase")
struct UpdateUserProfileUseCaseTests {

    // MARK: Private Properties

    private let repository = MockUserRepository()

    // MARK: Tests

    @Test("Trims the name and keeps email and creation date")
    func updatesProfile() async throws {
        let user = User.mock()
        repository.getUserResult = .success(user)
        let sut = UpdateUserProfileUseCase(repository: repository)

        let updated = try await sut.execute(userID: user.id, name: "  Marta R. ", avatarURL: nil)

        #expect(updated.name == "Marta R.")
        #expect(updated.email == user.email)
        #expect(updated.createdAt == user.createdAt)
        #expect(updated.avatarURL == nil)
        #expect(repository.updateUserCallCount == 1)
    }

    @Test("Rejects an empty name before touching the repository")
    func rejectsEmptyName() async {
        let sut = UpdateUserProfileUseCase(repository: repository)

        await #expect(throws: ValidationError.emptyName) {
            _ = try await sut.execute(userID: UUID(), name: "   ", avatarURL: nil)
        }
        #expect(repository.getUserCallCount == 0)
    }

    @Test("Rejects names longer than fifty characters")
    func rejectsLongName() async {
        let sut = UpdateUserProfileUseCase(repository: repository)

        await #expect(throws: ValidationError.nameTooLong(maxLength: 50)) {
            _ = try await sut.execute(userID: UUID(), name: String(repeating: "a", count: 51), avatarURL: nil)
        }
    }
}
