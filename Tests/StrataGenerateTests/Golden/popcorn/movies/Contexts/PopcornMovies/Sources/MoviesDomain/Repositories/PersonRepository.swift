import Foundation

/// Data access for `Person`; implemented in the Data layer.
public protocol PersonRepository: Sendable {
    /// The Person with this id, or `nil` when there is none.
    func fetch(id: Int) async throws(MoviesError) -> Person?
    /// One page of the Person items matching the text; always asks the remote source.
    func searchPeoplePage(query: String, page: Int) async throws(MoviesError) -> [Person]
}
