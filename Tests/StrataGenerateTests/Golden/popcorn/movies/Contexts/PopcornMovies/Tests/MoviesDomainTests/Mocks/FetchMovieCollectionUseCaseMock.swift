import Foundation
@testable import MoviesDomain

final class FetchMovieCollectionUseCaseMock: FetchMovieCollectionUseCase, @unchecked Sendable {
    var result: Result<MovieCollection, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: Int?

    func execute(id: Int) async throws(MoviesError) -> MovieCollection {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
