import Foundation

struct ShowsListViewModelActions {
    let showShowDetails: (Show) -> Void
}

protocol ShowsListViewModelInput {
    func didSearch(query: String)
    func didLoadNextPage()
}

protocol ShowsListViewModelOutput {
    var items: Observable<[ShowsListItemViewModel]> { get }
    var error: Observable<String> { get }
}

typealias ShowsListViewModel = ShowsListViewModelInput & ShowsListViewModelOutput

final class DefaultShowsListViewModel: ShowsListViewModel {
    private let searchShowsUseCase: SearchShowsUseCase
    private let actions: ShowsListViewModelActions?
    private var pages: [ShowsPage] = []
    private var currentQuery = ""
    private var loadTask: Cancellable? { willSet { loadTask?.cancel() } }

    let items: Observable<[ShowsListItemViewModel]> = Observable([])
    let error: Observable<String> = Observable("")

    init(searchShowsUseCase: SearchShowsUseCase, actions: ShowsListViewModelActions? = nil) {
        self.searchShowsUseCase = searchShowsUseCase
        self.actions = actions
    }

    func didSearch(query: String) {
        guard !query.isEmpty else { return }
        currentQuery = query
        pages.removeAll()
        load(page: 1)
    }

    func didLoadNextPage() {
        guard let last = pages.last, last.page < last.totalPages else { return }
        load(page: last.page + 1)
    }

    private func load(page: Int) {
        loadTask = searchShowsUseCase.execute(
            requestValue: .init(query: ShowQuery(query: currentQuery), page: page),
            cached: { [weak self] in self?.append($0) },
            completion: { [weak self] result in
                switch result {
                case .success(let page): self?.append(page)
                case .failure(let error):
                    self?.error.value = error.isInternetConnectionError ? "No internet connection" : "Failed loading shows"
                }
            })
    }

    private func append(_ page: ShowsPage) {
        pages = pages.filter { $0.page != page.page } + [page]
        items.value = pages.flatMap(\.shows).map(ShowsListItemViewModel.init)
    }
}
