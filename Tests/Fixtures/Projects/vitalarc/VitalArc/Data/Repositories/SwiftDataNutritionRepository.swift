import Foundation
import SwiftData

final class SwiftDataNutritionRepository: NutritionRepository {
    private let modelContext: ModelContext
    private let calendar: Calendar

    init(modelContext: ModelContext, calendar: Calendar = .current) {
        self.modelContext = modelContext
        self.calendar = calendar
    }

    func save(_ entry: NutritionEntry) async throws {
        if let existing = try model(id: entry.id) {
            modelContext.delete(existing)
        }
        modelContext.insert(NutritionEntryModel.fromDomain(entry))
        try modelContext.save()
    }

    func fetch(id: UUID) async throws -> NutritionEntry? {
        try model(id: id)?.toDomain()
    }

    func fetchAll() async throws -> [NutritionEntry] {
        let descriptor = FetchDescriptor<NutritionEntryModel>(sortBy: [SortDescriptor(\.date, order: .reverse)])
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    func delete(_ entry: NutritionEntry) async throws {
        guard let existing = try model(id: entry.id) else { return }
        modelContext.delete(existing)
        try modelContext.save()
    }

    func fetchEntries(on day: Date) async throws -> [NutritionEntry] {
        let start = calendar.startOfDay(for: day)
        guard let end = calendar.date(byAdding: .day, value: 1, to: start) else { return [] }
        let descriptor = FetchDescriptor<NutritionEntryModel>(
            predicate: #Predicate { $0.date >= start && $0.date < end },
            sortBy: [SortDescriptor(\.date)]
        )
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    private func model(id: UUID) throws -> NutritionEntryModel? {
        let descriptor = FetchDescriptor<NutritionEntryModel>(predicate: #Predicate { $0.id == id })
        return try modelContext.fetch(descriptor).first
    }
}
