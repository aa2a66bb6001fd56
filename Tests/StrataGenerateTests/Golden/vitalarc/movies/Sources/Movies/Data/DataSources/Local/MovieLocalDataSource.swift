import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol MovieLocalDataSource: Sendable {
    func fetchMovie(id: UUID) async throws -> Movie?
    func fetchAllMovies() async throws -> [Movie]
    func saveMovies(_ movies: [Movie]) async throws
    func deleteMovie(id: UUID) async throws
}
