import Foundation

/// Data access for `Person`; implemented in the Data layer.
protocol PersonRepositoryProtocol: Sendable {
    /// The Person with this id, or `nil` when there is none.
    func getPerson(by id: UUID) async throws -> Person?
    /// One page of the Person items matching the text; always asks the remote source.
    func searchPeople(query: String, page: Int) async throws -> [Person]
}
