import Foundation

protocol SearchShowsUseCase {
    func execute(
        requestValue: SearchShowsUseCaseRequestValue,
        cached: @escaping (ShowsPage) -> Void,
        completion: @escaping (Result<ShowsPage, Error>) -> Void
    ) -> Cancellable?
}

final class DefaultSearchShowsUseCase: SearchShowsUseCase {
    private let showsRepository: ShowsRepository
    private let showQueriesRepository: ShowQueriesRepository

    init(showsRepository: ShowsRepository, showQueriesRepository: ShowQueriesRepository) {
        self.showsRepository = showsRepository
        self.showQueriesRepository = showQueriesRepository
    }

    func execute(
        requestValue: SearchShowsUseCaseRequestValue,
        cached: @escaping (ShowsPage) -> Void,
        completion: @escaping (Result<ShowsPage, Error>) -> Void
    ) -> Cancellable? {
        showsRepository.fetchShowsList(query: requestValue.query, page: requestValue.page, cached: cached) { result in
            if case .success = result {
                self.showQueriesRepository.saveRecentQuery(query: requestValue.query) { _ in }
            }
            completion(result)
        }
    }
}

struct SearchShowsUseCaseRequestValue {
    let query: ShowQuery
    let page: Int
}
