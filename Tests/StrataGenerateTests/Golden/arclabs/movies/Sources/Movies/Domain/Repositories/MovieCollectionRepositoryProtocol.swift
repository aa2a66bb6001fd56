import Foundation

/// Data access for `MovieCollection`; implemented in the Data layer.
protocol MovieCollectionRepositoryProtocol: Sendable {
    /// The MovieCollection with this id, or `nil` when there is none.
    func getMovieCollection(by id: UUID) async throws -> MovieCollection?
}
