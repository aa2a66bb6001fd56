import Foundation
import SwiftData

@Model
final class WorkoutModel {
    @Attribute(.unique) var id: UUID
    var name: String
    var date: Date
    var typeRawValue: String
    var durationMinutes: Int
    @Relationship(deleteRule: .cascade) var exercises: [ExerciseModel]
    var notes: String?

    init(
        id: UUID,
        name: String,
        date: Date,
        typeRawValue: String,
        durationMinutes: Int,
        exercises: [ExerciseModel] = [],
        notes: String? = nil
    ) {
        self.id = id
        self.name = name
        self.date = date
        self.typeRawValue = typeRawValue
        self.durationMinutes = durationMinutes
        self.exercises = exercises
        self.notes = notes
    }

    static func fromDomain(_ workout: Workout) -> WorkoutModel {
        WorkoutModel(
            id: workout.id,
            name: workout.name,
            date: workout.date,
            typeRawValue: workout.type.rawValue,
            durationMinutes: workout.durationMinutes,
            exercises: workout.exercises.map(ExerciseModel.fromDomain),
            notes: workout.notes
        )
    }

    func toDomain() -> Workout {
        Workout(
            id: id,
            name: name,
            date: date,
            type: WorkoutType(rawValue: typeRawValue) ?? .strength,
            durationMinutes: durationMinutes,
            exercises: exercises.map { $0.toDomain() },
            notes: notes
        )
    }

    func update(from workout: Workout) {
        name = workout.name
        date = workout.date
        typeRawValue = workout.type.rawValue
        durationMinutes = workout.durationMinutes
        exercises = workout.exercises.map(ExerciseModel.fromDomain)
        notes = workout.notes
    }
}
