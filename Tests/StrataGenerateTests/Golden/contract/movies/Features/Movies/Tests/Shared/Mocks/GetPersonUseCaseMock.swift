import Foundation
@testable import PopcornMovies

final class GetPersonUseCaseMock: GetPersonUseCaseContract, @unchecked Sendable {
    var result: Result<Person, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    @MainActor init() {}

    func execute(identifier: Int) async throws(MoviesError) -> Person {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        return try result.get()
    }
}
