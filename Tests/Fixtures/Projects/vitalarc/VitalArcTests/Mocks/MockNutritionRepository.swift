import Foundation
@testable import VitalArc

final class MockNutritionRepository: NutritionRepository {
    var entries: [NutritionEntry] = []
    private(set) var saveCallCount = 0
    private(set) var deleteCallCount = 0

    func save(_ entry: NutritionEntry) async throws {
        saveCallCount += 1
        entries.append(entry)
    }

    func fetch(id: UUID) async throws -> NutritionEntry? {
        entries.first { $0.id == id }
    }

    func fetchAll() async throws -> [NutritionEntry] {
        entries
    }

    func delete(_ entry: NutritionEntry) async throws {
        deleteCallCount += 1
        entries.removeAll { $0.id == entry.id }
    }

    func fetchEntries(on day: Date) async throws -> [NutritionEntry] {
        entries.filter { Calendar.current.isDate($0.date, inSameDayAs: day) }
    }
}
