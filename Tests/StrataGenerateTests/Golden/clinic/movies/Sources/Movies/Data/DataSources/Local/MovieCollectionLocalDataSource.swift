import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol MovieCollectionLocalDataSource: Sendable {
    func fetchMovieCollection(id: String) async throws -> MovieCollection?
    func fetchAllMovieCollections() async throws -> [MovieCollection]
    func saveMovieCollections(_ movieCollections: [MovieCollection]) async throws
    func deleteMovieCollection(id: String) async throws
}
