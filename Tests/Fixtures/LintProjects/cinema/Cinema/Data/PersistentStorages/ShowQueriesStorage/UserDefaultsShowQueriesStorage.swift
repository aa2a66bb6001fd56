import Foundation

protocol ShowQueriesStorage {
    func fetchRecentsQueries(maxCount: Int, completion: @escaping (Result<[ShowQuery], Error>) -> Void)
    func saveRecentQuery(query: ShowQuery, completion: @escaping (Result<ShowQuery, Error>) -> Void)
}

struct ShowQueryUDS: Codable {
    let query: String
}

final class UserDefaultsShowQueriesStorage {
    private let maxStorageLimit: Int
    private let recentsShowsQueriesKey = "recentsShowsQueries"
    private var userDefaults: UserDefaults

    init(maxStorageLimit: Int, userDefaults: UserDefaults = UserDefaults.standard) {
        self.maxStorageLimit = maxStorageLimit
        self.userDefaults = userDefaults
    }

    private func fetchShowsQueries() -> [ShowQuery] {
        guard let data = userDefaults.object(forKey: recentsShowsQueriesKey) as? Data,
              let list = try? JSONDecoder().decode([ShowQueryUDS].self, from: data) else { return [] }
        return list.map { ShowQuery(query: $0.query) }
    }

    private func persist(showsQueries: [ShowQuery]) {
        let encodable = showsQueries.map { ShowQueryUDS(query: $0.query) }
        if let encoded = try? JSONEncoder().encode(encodable) {
            userDefaults.set(encoded, forKey: recentsShowsQueriesKey)
        }
    }
}

extension UserDefaultsShowQueriesStorage: ShowQueriesStorage {
    func fetchRecentsQueries(maxCount: Int, completion: @escaping (Result<[ShowQuery], Error>) -> Void) {
        completion(.success(Array(fetchShowsQueries().prefix(maxCount))))
    }

    func saveRecentQuery(query: ShowQuery, completion: @escaping (Result<ShowQuery, Error>) -> Void) {
        var queries = fetchShowsQueries()
        queries.removeAll { $0 == query }
        queries.insert(query, at: 0)
        persist(showsQueries: Array(queries.prefix(maxStorageLimit)))
        completion(.success(query))
    }
}
