import Foundation
import SwiftData

@Model
final class ExerciseModel {
    @Attribute(.unique) var id: UUID
    var name: String
    var sets: Int
    var reps: Int
    var weightKilograms: Double
    var workout: WorkoutModel?

    init(id: UUID, name: String, sets: Int, reps: Int, weightKilograms: Double) {
        self.id = id
        self.name = name
        self.sets = sets
        self.reps = reps
        self.weightKilograms = weightKilograms
    }

    static func fromDomain(_ exercise: Exercise) -> ExerciseModel {
        ExerciseModel(
            id: exercise.id,
            name: exercise.name,
            sets: exercise.sets,
            reps: exercise.reps,
            weightKilograms: exercise.weightKilograms
        )
    }

    func toDomain() -> Exercise {
        Exercise(id: id, name: name, sets: sets, reps: reps, weightKilograms: weightKilograms)
    }
}
