import Foundation
@testable import VitalArc

extension Workout {
    static func mock(
        id: UUID = UUID(),
        name: String = "Upper Body Push",
        date: Date = Date(timeIntervalSince1970: 1_717_000_000),
        type: WorkoutType = .strength,
        durationMinutes: Int = 60,
        exercises: [Exercise] = [
            Exercise(name: "Bench Press", sets: 5, reps: 5, weightKilograms: 80),
            Exercise(name: "Overhead Press", sets: 3, reps: 8, weightKilograms: 40),
        ],
        notes: String? = "Felt strong"
    ) -> Workout {
        Workout(
            id: id,
            name: name,
            date: date,
            type: type,
            durationMinutes: durationMinutes,
            exercises: exercises,
            notes: notes
        )
    }
}
