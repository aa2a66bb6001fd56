import Foundation

protocol ShowsRepository {
    @discardableResult
    func fetchShowsList(
        query: ShowQuery,
        page: Int,
        cached: @escaping (ShowsPage) -> Void,
        completion: @escaping (Result<ShowsPage, Error>) -> Void
    ) -> Cancellable?
}
