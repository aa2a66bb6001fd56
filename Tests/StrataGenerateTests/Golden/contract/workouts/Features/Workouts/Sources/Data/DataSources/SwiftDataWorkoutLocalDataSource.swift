import Foundation
#if canImport(SwiftData)
import SwiftData

/// `WorkoutLocalDataSourceContract` over SwiftData, on its own model actor; rows older than `maxAge` are
/// not read. The actor is what `@ModelActor` writes, with `maxAge` added to its initializer.
actor SwiftDataWorkoutLocalDataSource: WorkoutLocalDataSourceContract, ModelActor {
    nonisolated let modelExecutor: any ModelExecutor
    nonisolated let modelContainer: ModelContainer
    private let mapper = WorkoutEntityMapper()
    private let maxAge: TimeInterval?

    init(modelContainer: ModelContainer, maxAge: TimeInterval? = nil) {
        modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
        self.maxAge = maxAge
    }

    func fetchWorkout(id: Int) throws -> Workout? {
        try modelContext.fetch(descriptor(id, cachedSince: oldestFresh)).first.map(mapper.map)
    }

    func fetchAllWorkouts() throws -> [Workout] {
        let oldest = oldestFresh
        let descriptor = FetchDescriptor<WorkoutEntity>(
            predicate: #Predicate { $0.cachedAt >= oldest }, sortBy: [SortDescriptor(\.cachedAt)]
        )
        return try modelContext.fetch(descriptor).map(mapper.map)
    }

    func saveWorkouts(_ workouts: [Workout]) throws {
        for workout in workouts {
            if let stored = try modelContext.fetch(descriptor(workout.id)).first {
                mapper.map(workout, to: stored)
            } else {
                modelContext.insert(mapper.map(workout))
            }
        }
        try modelContext.save()
    }

    func deleteWorkout(id: Int) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    func fetchWorkoutList(key: String) throws -> [Workout]? {
        let oldest = oldestFresh
        guard let list = try modelContext.fetch(listDescriptor(key, cachedSince: oldest)).first else { return nil }
        let ids = list.ids
        let rows = try modelContext.fetch(FetchDescriptor<WorkoutEntity>(
            predicate: #Predicate { ids.contains($0.workoutID) && $0.cachedAt >= oldest }
        ))
        let byID = Dictionary(rows.map { ($0.workoutID, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }.map(mapper.map)
    }

    func saveWorkoutList(_ workouts: [Workout], key: String) throws {
        try saveWorkouts(workouts)
        let ids = workouts.map(\.id)
        if let stored = try modelContext.fetch(listDescriptor(key)).first {
            stored.ids = ids
            stored.cachedAt = .now
        } else {
            modelContext.insert(WorkoutStoredListEntity(key: key, ids: ids))
        }
        try modelContext.save()
    }

    func deleteWorkoutLists() throws {
        for stored in try modelContext.fetch(FetchDescriptor<WorkoutStoredListEntity>()) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: Int, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<WorkoutEntity> {
        var descriptor = FetchDescriptor<WorkoutEntity>(predicate: #Predicate { $0.workoutID == id && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    private func listDescriptor(_ key: String, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<WorkoutStoredListEntity> {
        var descriptor = FetchDescriptor<WorkoutStoredListEntity>(predicate: #Predicate { $0.key == key && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    /// Rows cached before this are too old: `maxAge` seconds ago, or never without a `maxAge`.
    private var oldestFresh: Date {
        maxAge.map { Date().addingTimeInterval(-$0) } ?? .distantPast
    }
}
#endif
