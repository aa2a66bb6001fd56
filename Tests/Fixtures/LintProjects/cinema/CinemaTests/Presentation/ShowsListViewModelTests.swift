import XCTest
@testable import Cinema

final class ShowsListViewModelTests: XCTestCase {
    final class SearchShowsUseCaseMock: SearchShowsUseCase {
        var executeCallCount = 0
        var page = ShowsPage(page: 1, totalPages: 1, shows: [.stub()])

        func execute(
            requestValue: SearchShowsUseCaseRequestValue, cached: @escaping (ShowsPage) -> Void,
            completion: @escaping (Result<ShowsPage, Error>) -> Void
        ) -> Cancellable? {
            executeCallCount += 1
            completion(.success(page))
            return nil
        }
    }

    func test_whenSearching_thenItemsAreShown() {
        let useCase = SearchShowsUseCaseMock()
        let viewModel = DefaultShowsListViewModel(searchShowsUseCase: useCase)

        viewModel.didSearch(query: "query")

        XCTAssertEqual(useCase.executeCallCount, 1)
        XCTAssertEqual(viewModel.items.value.count, 1)
    }
}
