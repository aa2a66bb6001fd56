import Foundation

/// Data access for `MovieCollection`; implemented in the Data layer.
protocol MovieCollectionRepository {
    /// The MovieCollection with this id, or `nil` when there is none.
    func fetch(id: UUID) async throws -> MovieCollection?
}
