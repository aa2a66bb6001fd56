import Foundation

/// Data access for `Person`; implemented in the Data layer.
protocol PersonRepository {
    /// The Person with this id, or `nil` when there is none.
    func fetch(id: UUID) async throws -> Person?
    /// One page of the Person items matching the text; always asks the remote source.
    func searchPeoplePage(query: String, page: Int) async throws -> [Person]
}
