import Foundation
@testable import WorkoutsAdapters
@testable import WorkoutsDomain

extension Workout {
    /// A `Workout` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: Int = 1,
        name: String = "Test name",
        date: Date = Date(timeIntervalSince1970: 1_700_000_000),
        kind: WorkoutKind = .strength,
        exercises: [Exercise] = [Exercise.mock()],
        durationMinutes: Int = 1,
        notes: String? = "Test notes",
        programId: Int? = 1
    ) -> Workout {
        Workout(
            id: id,
            name: name,
            date: date,
            kind: kind,
            exercises: exercises,
            durationMinutes: durationMinutes,
            notes: notes,
            programId: programId
        )
    }
}
