import Foundation
@testable import PopcornMovies

final class FetchMovieCollectionUseCaseMock: FetchMovieCollectionUseCaseContract, @unchecked Sendable {
    var result: Result<MovieCollection, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    @MainActor init() {}

    func execute(identifier: Int) async throws(MoviesError) -> MovieCollection {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        return try result.get()
    }
}
