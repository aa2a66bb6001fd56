import Foundation
@testable import WorkoutsInfrastructure
@testable import WorkoutsDomain
@testable import WorkoutsAdapters

extension Exercise {
    /// A `Exercise` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: Int = 1,
        name: String = "Test name",
        sets: Int = 1,
        reps: Int = 1,
        weight: Double = 1.5
    ) -> Exercise {
        Exercise(
            id: id,
            name: name,
            sets: sets,
            reps: reps,
            weight: weight
        )
    }
}
