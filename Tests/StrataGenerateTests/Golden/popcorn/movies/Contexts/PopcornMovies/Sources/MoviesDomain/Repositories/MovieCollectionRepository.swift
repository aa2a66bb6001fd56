import Foundation

/// Data access for `MovieCollection`; implemented in the Data layer.
public protocol MovieCollectionRepository: Sendable {
    /// The MovieCollection with this id, or `nil` when there is none.
    func fetch(id: Int) async throws(MoviesError) -> MovieCollection?
}
