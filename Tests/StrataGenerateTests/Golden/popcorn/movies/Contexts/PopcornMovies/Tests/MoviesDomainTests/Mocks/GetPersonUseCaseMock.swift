import Foundation
@testable import MoviesDomain

final class GetPersonUseCaseMock: GetPersonUseCase, @unchecked Sendable {
    var result: Result<Person, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: Int?

    func execute(id: Int) async throws(MoviesError) -> Person {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
