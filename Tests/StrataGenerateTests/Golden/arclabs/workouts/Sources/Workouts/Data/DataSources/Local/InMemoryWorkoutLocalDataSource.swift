import Foundation

/// Keeps `Workout` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryWorkoutLocalDataSource: WorkoutLocalDataSourceProtocol {
    private var entries: [UUID: (value: Workout, cachedAt: Date)] = [:]
    private var order: [UUID] = []
    private var lists: [String: (ids: [UUID], cachedAt: Date)] = [:]
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
        saveWorkouts(workouts, cachedAt: Date())
    }

    /// Keeps values as if they were fetched at `cachedAt` (tests age them to check `maxAge`).
    func saveWorkouts(_ workouts: [Workout], cachedAt: Date) {
        for workout in workouts {
            if entries[workout.id] == nil { order.append(workout.id) }
            entries[workout.id] = (workout, cachedAt)
        }
    }

    func deleteWorkout(id: UUID) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    func fetchWorkoutList(key: String) -> [Workout]? {
        guard let list = lists[key], isFresh(list.cachedAt) else { return nil }
        return list.ids.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveWorkoutList(_ workouts: [Workout], key: String) {
        saveWorkoutList(workouts, key: key, cachedAt: Date())
    }

    /// Keeps the items and their order as if they were fetched at `cachedAt`.
    func saveWorkoutList(_ workouts: [Workout], key: String, cachedAt: Date) {
        saveWorkouts(workouts, cachedAt: cachedAt)
        lists[key] = (workouts.map(\.id), cachedAt)
    }

    func deleteWorkoutLists() {
        lists.removeAll()
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
