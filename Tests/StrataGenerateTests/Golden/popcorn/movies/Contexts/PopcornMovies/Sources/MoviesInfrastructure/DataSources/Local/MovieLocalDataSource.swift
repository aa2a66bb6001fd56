import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol MovieLocalDataSource: Sendable {
    func fetchMovie(id: Int) async throws -> Movie?
    func fetchAllMovies() async throws -> [Movie]
    func saveMovies(_ movies: [Movie]) async throws
    func deleteMovie(id: Int) async throws
}
