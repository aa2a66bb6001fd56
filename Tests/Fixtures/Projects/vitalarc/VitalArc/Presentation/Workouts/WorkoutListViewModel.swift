import Foundation
import Observation

@MainActor
@Observable
final class WorkoutListViewModel {
    private(set) var workouts: [Workout] = []
    private(set) var weeklyVolume: Double = 0
    private(set) var errorMessage: String?
    private(set) var isLoading = false

    private let fetchRecentWorkouts: FetchRecentWorkoutsUseCase
    private let calculateWeeklyVolume: CalculateWeeklyVolumeUseCase

    init(
        fetchRecentWorkouts: FetchRecentWorkoutsUseCase,
        calculateWeeklyVolume: CalculateWeeklyVolumeUseCase
    ) {
        self.fetchRecentWorkouts = fetchRecentWorkouts
        self.calculateWeeklyVolume = calculateWeeklyVolume
    }

    func load(now: Date = Date()) async {
        isLoading = true
        defer { isLoading = false }
        do {
            workouts = try await fetchRecentWorkouts.execute(limit: 30)
            let weekStart = Calendar.current.dateInterval(of: .weekOfYear, for: now)?.start ?? now
            weeklyVolume = try await calculateWeeklyVolume.execute(weekStart: weekStart)
            errorMessage = nil
        } catch {
            errorMessage = "Couldn't load your workouts. Pull to try again."
        }
    }
}
