import Foundation
@testable import Movies

final class MockFetchMovieCollectionUseCase: FetchMovieCollectionUseCaseProtocol, @unchecked Sendable {
    var result: Result<MovieCollection, any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: UUID?

    func execute(id: UUID) async throws -> MovieCollection {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
