import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
/// Pages and query results are stored lists: ids in order under a key (`page:2`), read back through
/// the stored items (`nil` when no list is stored or it is too old; deleted items drop out).
protocol GenreLocalDataSource: Sendable {
    func fetchGenre(id: Int) async throws -> Genre?
    func fetchAllGenres() async throws -> [Genre]
    func saveGenres(_ genres: [Genre]) async throws
    func deleteGenre(id: Int) async throws
    func fetchGenreList(key: String) async throws -> [Genre]?
    func saveGenreList(_ genres: [Genre], key: String) async throws
    func deleteGenreLists() async throws
}
