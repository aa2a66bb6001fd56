import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol PersonLocalDataSource: Sendable {
    func fetchPerson(id: String) async throws -> Person?
    func fetchAllPeople() async throws -> [Person]
    func savePeople(_ people: [Person]) async throws
    func deletePerson(id: String) async throws
}
