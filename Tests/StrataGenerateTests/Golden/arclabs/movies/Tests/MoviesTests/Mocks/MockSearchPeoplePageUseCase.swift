import Foundation
@testable import Movies

final class MockSearchPeoplePageUseCase: SearchPeoplePageUseCaseProtocol, @unchecked Sendable {
    var result: Result<[Person], any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedQuery: String?
    private(set) var lastRequestedPage: Int?

    func execute(query: String, page: Int) async throws -> [Person] {
        executeCallCount += 1
        lastRequestedQuery = query
        lastRequestedPage = page
        return try result.get()
    }
}
