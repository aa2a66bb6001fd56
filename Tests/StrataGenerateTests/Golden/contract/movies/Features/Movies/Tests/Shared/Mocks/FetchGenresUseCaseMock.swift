import Foundation
@testable import PopcornMovies

final class FetchGenresUseCaseMock: FetchGenresUseCaseContract, @unchecked Sendable {
    var result: Result<[Genre], MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0

    @MainActor init() {}

    func execute() async throws(MoviesError) -> [Genre] {
        executeCallCount += 1
        return try result.get()
    }
}
