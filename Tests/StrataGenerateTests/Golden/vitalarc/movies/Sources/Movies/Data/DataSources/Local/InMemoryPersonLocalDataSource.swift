import Foundation

/// Keeps `Person` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryPersonLocalDataSource: PersonLocalDataSource {
    private var entries: [UUID: (value: Person, cachedAt: Date)] = [:]
    private var order: [UUID] = []
    private let maxAge: TimeInterval?

    init(maxAge: TimeInterval? = nil) {
        self.maxAge = maxAge
    }

    func fetchPerson(id: UUID) -> Person? {
        guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }
        return entry.value
    }

    func fetchAllPeople() -> [Person] {
        order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func savePeople(_ people: [Person]) {
        savePeople(people, cachedAt: Date())
    }

    /// Keeps values as if they were fetched at `cachedAt` (tests age them to check `maxAge`).
    func savePeople(_ people: [Person], cachedAt: Date) {
        for person in people {
            if entries[person.id] == nil { order.append(person.id) }
            entries[person.id] = (person, cachedAt)
        }
    }

    func deletePerson(id: UUID) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
