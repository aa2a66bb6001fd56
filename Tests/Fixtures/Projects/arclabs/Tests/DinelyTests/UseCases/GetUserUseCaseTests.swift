import Foundation
import Testing
@testable import Dinely

@Suite("GetUserUseCase")
struct GetUserUseCaseTests {

    // MARK: Private Properties

    private let repository = MockUserRepository()

    // MARK: Tests

    @Test("Returns the user from the repository")
    func returnsUser() async throws {
        let user = User.mock()
        repository.getUserResult = .success(user)
        let sut = GetUserUseCase(repository: repository)

        let result = try await sut.execute(userID: user.id)

        #expect(result == user)
        #expect(repository.getUserCallCount == 1)
    }

    @Test("Propagates repository errors")
    func propagatesErrors() async {
        repository.getUserResult = .failure(RepositoryError.unauthorized)
        let sut = GetUserUseCase(repository: repository)

        await #expect(throws: RepositoryError.unauthorized) {
            _ = try await sut.execute(userID: UUID())
        }
    }
}
