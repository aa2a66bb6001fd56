import UIKit

final class ShowsSceneDIContainer {
    struct Dependencies {
        let apiDataTransferService: DataTransferService
    }

    private let dependencies: Dependencies
    private lazy var showQueriesStorage: ShowQueriesStorage = UserDefaultsShowQueriesStorage(maxStorageLimit: 10)
    private lazy var showsResponseCache: ShowsResponseStorage = CoreDataShowsResponseStorage()

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func makeSearchShowsUseCase() -> SearchShowsUseCase {
        DefaultSearchShowsUseCase(showsRepository: makeShowsRepository(), showQueriesRepository: makeShowQueriesRepository())
    }

    func makeFetchRecentShowQueriesUseCase(
        requestValue: FetchRecentShowQueriesUseCase.RequestValue,
        completion: @escaping (FetchRecentShowQueriesUseCase.ResultValue) -> Void
    ) -> UseCase {
        FetchRecentShowQueriesUseCase(requestValue: requestValue, completion: completion, showQueriesRepository: makeShowQueriesRepository())
    }

    func makeShowsRepository() -> ShowsRepository {
        DefaultShowsRepository(dataTransferService: dependencies.apiDataTransferService, cache: showsResponseCache)
    }

    func makeShowQueriesRepository() -> ShowQueriesRepository {
        DefaultShowQueriesRepository(showQueriesPersistentStorage: showQueriesStorage)
    }

    func makeShowsListViewController(actions: ShowsListViewModelActions) -> ShowsListViewController {
        ShowsListViewController.create(with: DefaultShowsListViewModel(searchShowsUseCase: makeSearchShowsUseCase(), actions: actions))
    }
}
