import Foundation

protocol ShowQueriesRepository {
    func fetchRecentsQueries(maxCount: Int, completion: @escaping (Result<[ShowQuery], Error>) -> Void)
    func saveRecentQuery(query: ShowQuery, completion: @escaping (Result<ShowQuery, Error>) -> Void)
}
