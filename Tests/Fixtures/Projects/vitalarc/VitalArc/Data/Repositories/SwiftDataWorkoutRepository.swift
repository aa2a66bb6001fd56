import Foundation
import SwiftData

final class SwiftDataWorkoutRepository: WorkoutRepository {
    private let modelContext: ModelContext

    init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }

    func save(_ workout: Workout) async throws {
        if let existing = try model(id: workout.id) {
            existing.update(from: workout)
        } else {
            modelContext.insert(WorkoutModel.fromDomain(workout))
        }
        try modelContext.save()
    }

    func fetch(id: UUID) async throws -> Workout? {
        try model(id: id)?.toDomain()
    }

    func fetchAll() async throws -> [Workout] {
        let descriptor = FetchDescriptor<WorkoutModel>(sortBy: [SortDescriptor(\.date, order: .reverse)])
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    func delete(_ workout: Workout) async throws {
        guard let existing = try model(id: workout.id) else { return }
        modelContext.delete(existing)
        try modelContext.save()
    }

    func fetchRecent(limit: Int) async throws -> [Workout] {
        var descriptor = FetchDescriptor<WorkoutModel>(sortBy: [SortDescriptor(\.date, order: .reverse)])
        descriptor.fetchLimit = limit
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    func fetch(from startDate: Date, to endDate: Date) async throws -> [Workout] {
        let descriptor = FetchDescriptor<WorkoutModel>(
            predicate: #Predicate { $0.date >= startDate && $0.date < endDate },
            sortBy: [SortDescriptor(\.date)]
        )
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    private func model(id: UUID) throws -> WorkoutModel? {
        let descriptor = FetchDescriptor<WorkoutModel>(predicate: #Predicate { $0.id == id })
        return try modelContext.fetch(descriptor).first
    }
}
