import XCTest
@testable import Cinema

final class SearchShowsUseCaseTests: XCTestCase {
    static let showsPages: [ShowsPage] = [
        ShowsPage(page: 1, totalPages: 2, shows: [.stub(id: "1", title: "title1")]),
        ShowsPage(page: 2, totalPages: 2, shows: [.stub(id: "2", title: "title2")]),
    ]

    enum ShowsRepositorySuccessTestError: Error {
        case failedFetching
    }

    final class ShowQueriesRepositoryMock: ShowQueriesRepository {
        var recentQueries: [ShowQuery] = []

        func fetchRecentsQueries(maxCount: Int, completion: @escaping (Result<[ShowQuery], Error>) -> Void) {
            completion(.success(recentQueries))
        }

        func saveRecentQuery(query: ShowQuery, completion: @escaping (Result<ShowQuery, Error>) -> Void) {
            recentQueries.append(query)
            completion(.success(query))
        }
    }

    final class ShowsRepositoryMock: ShowsRepository {
        var result: Result<ShowsPage, Error>
        var fetchCompletionCallsCount = 0

        init(result: Result<ShowsPage, Error>) {
            self.result = result
        }

        func fetchShowsList(
            query: ShowQuery, page: Int, cached: @escaping (ShowsPage) -> Void,
            completion: @escaping (Result<ShowsPage, Error>) -> Void
        ) -> Cancellable? {
            completion(result)
            fetchCompletionCallsCount += 1
            return nil
        }
    }

    func testSearchShowsUseCase_whenSuccessfullyFetchesShows_thenQueryIsSavedInRecentQueries() {
        let queriesRepository = ShowQueriesRepositoryMock()
        let useCase = DefaultSearchShowsUseCase(
            showsRepository: ShowsRepositoryMock(result: .success(Self.showsPages[0])), showQueriesRepository: queriesRepository)

        _ = useCase.execute(requestValue: .init(query: ShowQuery(query: "title1"), page: 0), cached: { _ in }) { _ in }

        XCTAssertEqual(queriesRepository.recentQueries, [ShowQuery(query: "title1")])
    }

    func testSearchShowsUseCase_whenFailedFetchingShows_thenQueryIsNotSaved() {
        let queriesRepository = ShowQueriesRepositoryMock()
        let repository = ShowsRepositoryMock(result: .failure(ShowsRepositorySuccessTestError.failedFetching))
        let useCase = DefaultSearchShowsUseCase(showsRepository: repository, showQueriesRepository: queriesRepository)

        _ = useCase.execute(requestValue: .init(query: ShowQuery(query: "title1"), page: 0), cached: { _ in }) { _ in }

        XCTAssertTrue(queriesRepository.recentQueries.isEmpty)
        XCTAssertEqual(repository.fetchCompletionCallsCount, 1)
    }
}
