import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
/// Pages and query results are stored lists: ids in order under a key (`page:2`), read back through
/// the stored items (`nil` when no list is stored or it is too old; deleted items drop out).
protocol MovieLocalDataSource: Sendable {
    func fetchMovie(id: UUID) async throws -> Movie?
    func fetchAllMovies() async throws -> [Movie]
    func saveMovies(_ movies: [Movie]) async throws
    func deleteMovie(id: UUID) async throws
    func fetchMovieList(key: String) async throws -> [Movie]?
    func saveMovieList(_ movies: [Movie], key: String) async throws
    func deleteMovieLists() async throws
}
