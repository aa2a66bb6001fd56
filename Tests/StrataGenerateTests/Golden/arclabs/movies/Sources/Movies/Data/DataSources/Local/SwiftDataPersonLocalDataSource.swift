import Foundation
#if canImport(SwiftData)
import SwiftData

/// `PersonLocalDataSourceProtocol` over SwiftData, on its own model actor; rows older than `maxAge` are
/// not read. The actor is what `@ModelActor` writes, with `maxAge` added to its initializer.
actor SwiftDataPersonLocalDataSource: PersonLocalDataSourceProtocol, ModelActor {
    nonisolated let modelExecutor: any ModelExecutor
    nonisolated let modelContainer: ModelContainer
    private let mapper = PersonEntityMapper()
    private let maxAge: TimeInterval?

    init(modelContainer: ModelContainer, maxAge: TimeInterval? = nil) {
        modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
        self.maxAge = maxAge
    }

    func fetchPerson(id: UUID) throws -> Person? {
        try modelContext.fetch(descriptor(id, cachedSince: oldestFresh)).first.map(mapper.map)
    }

    func fetchAllPeople() throws -> [Person] {
        let oldest = oldestFresh
        let descriptor = FetchDescriptor<PersonEntity>(
            predicate: #Predicate { $0.cachedAt >= oldest }, sortBy: [SortDescriptor(\.cachedAt)]
        )
        return try modelContext.fetch(descriptor).map(mapper.map)
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

    func deletePerson(id: UUID) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: UUID, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<PersonEntity> {
        var descriptor = FetchDescriptor<PersonEntity>(predicate: #Predicate { $0.personID == id && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    /// Rows cached before this are too old: `maxAge` seconds ago, or never without a `maxAge`.
    private var oldestFresh: Date {
        maxAge.map { Date().addingTimeInterval(-$0) } ?? .distantPast
    }
}
#endif
