import Foundation
@testable import Movies

final class MockGetPersonUseCase: GetPersonUseCaseProtocol, @unchecked Sendable {
    var result: Result<Person, any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: String?

    func execute(id: String) async throws -> Person {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
