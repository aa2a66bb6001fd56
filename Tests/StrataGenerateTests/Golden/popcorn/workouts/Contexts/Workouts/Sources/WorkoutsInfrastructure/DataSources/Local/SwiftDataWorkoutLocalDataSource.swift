import Foundation
import WorkoutsDomain
import WorkoutsAdapters
#if canImport(SwiftData)
import SwiftData

/// `WorkoutLocalDataSource` over SwiftData, on its own model actor.
@ModelActor
actor SwiftDataWorkoutLocalDataSource: WorkoutLocalDataSource {
    private let mapper = WorkoutEntityMapper()

    func fetchWorkout(id: Int) throws -> Workout? {
        try modelContext.fetch(descriptor(id)).first.map(mapper.map)
    }

    func fetchAllWorkouts() throws -> [Workout] {
        try modelContext.fetch(FetchDescriptor<WorkoutsWorkoutEntity>(sortBy: [SortDescriptor(\.cachedAt)])).map(mapper.map)
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

    private func descriptor(_ id: Int) -> FetchDescriptor<WorkoutsWorkoutEntity> {
        var descriptor = FetchDescriptor<WorkoutsWorkoutEntity>(predicate: #Predicate { $0.workoutID == id })
        descriptor.fetchLimit = 1
        return descriptor
    }
}
#endif
