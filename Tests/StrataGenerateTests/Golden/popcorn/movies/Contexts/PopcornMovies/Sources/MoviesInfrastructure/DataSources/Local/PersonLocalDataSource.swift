import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol PersonLocalDataSource: Sendable {
    func fetchPerson(id: Int) async throws -> Person?
    func fetchAllPeople() async throws -> [Person]
    func savePeople(_ people: [Person]) async throws
    func deletePerson(id: Int) async throws
}
