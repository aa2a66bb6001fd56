import Foundation
import MoviesDomain
import PopcornMoviesAdapters
#if canImport(SwiftData)
import SwiftData

/// `PersonLocalDataSource` over SwiftData, on its own model actor.
@ModelActor
actor SwiftDataPersonLocalDataSource: PersonLocalDataSource {
    private let mapper = PersonEntityMapper()

    func fetchPerson(id: Int) throws -> Person? {
        try modelContext.fetch(descriptor(id)).first.map(mapper.map)
    }

    func fetchAllPeople() throws -> [Person] {
        try modelContext.fetch(FetchDescriptor<PopcornMoviesPersonEntity>(sortBy: [SortDescriptor(\.cachedAt)])).map(mapper.map)
    }

    func savePeople(_ people: [Person]) throws {
        for person in people {
            if let stored = try modelContext.fetch(descriptor(person.id)).first {
                mapper.map(person, to: stored)
            } else {
                modelContext.insert(mapper.map(person))
            }
        }
        try modelContext.save()
    }

    func deletePerson(id: Int) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: Int) -> FetchDescriptor<PopcornMoviesPersonEntity> {
        var descriptor = FetchDescriptor<PopcornMoviesPersonEntity>(predicate: #Predicate { $0.personID == id })
        descriptor.fetchLimit = 1
        return descriptor
    }
}
#endif
