import Foundation
@testable import MoviesDomain

final class FetchGenresUseCaseMock: FetchGenresUseCase, @unchecked Sendable {
    var result: Result<[Genre], MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0

    func execute() async throws(MoviesError) -> [Genre] {
        executeCallCount += 1
        return try result.get()
    }
}
