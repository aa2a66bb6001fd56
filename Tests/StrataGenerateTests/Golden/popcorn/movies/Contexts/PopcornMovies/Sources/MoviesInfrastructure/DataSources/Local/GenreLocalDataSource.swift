import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol GenreLocalDataSource: Sendable {
    func fetchGenre(id: Int) async throws -> Genre?
    func fetchAllGenres() async throws -> [Genre]
    func saveGenres(_ genres: [Genre]) async throws
    func deleteGenre(id: Int) async throws
}
