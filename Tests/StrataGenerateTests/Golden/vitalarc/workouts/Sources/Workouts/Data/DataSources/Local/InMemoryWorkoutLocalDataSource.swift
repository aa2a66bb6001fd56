import Foundation

/// Keeps `Workout` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryWorkoutLocalDataSource: WorkoutLocalDataSource {
    private var entries: [UUID: (value: Workout, cachedAt: Date)] = [:]
    private var order: [UUID] = []
    private let maxAge: TimeInterval?

    init(maxAge: TimeInterval? = nil) {
        self.maxAge = maxAge
    }

    func fetchWorkout(id: UUID) -> Workout? {
        guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }
        return entry.value
    }

    func fetchAllWorkouts() -> [Workout] {
        order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveWorkouts(_ workouts: [Workout]) {
        for workout in workouts {
            if entries[workout.id] == nil { order.append(workout.id) }
            entries[workout.id] = (workout, Date())
        }
    }

    func deleteWorkout(id: UUID) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
