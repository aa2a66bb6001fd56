import Foundation

final class DefaultShowQueriesRepository {
    private var showQueriesPersistentStorage: ShowQueriesStorage

    init(showQueriesPersistentStorage: ShowQueriesStorage) {
        self.showQueriesPersistentStorage = showQueriesPersistentStorage
    }
}

extension DefaultShowQueriesRepository: ShowQueriesRepository {
    func fetchRecentsQueries(maxCount: Int, completion: @escaping (Result<[ShowQuery], Error>) -> Void) {
        showQueriesPersistentStorage.fetchRecentsQueries(maxCount: maxCount, completion: completion)
    }

    func saveRecentQuery(query: ShowQuery, completion: @escaping (Result<ShowQuery, Error>) -> Void) {
        showQueriesPersistentStorage.saveRecentQuery(query: query, completion: completion)
    }
}
