import Foundation

/// Data access for `Person`; implemented in the Data layer.
protocol PersonRepository: Sendable {
    /// The Person with this id, or `nil` when there is none.
    func fetchPerson(id: String) async throws -> Person?
    /// One page of the Person items matching the text; always asks the remote source.
    func searchPeople(query: String, page: Int) async throws -> [Person]
}
