import Foundation
import WorkoutsDomain

/// Maps `WorkoutDTO` to `Workout` and back.
public struct WorkoutMapper: Sendable {
    private let exerciseMapper = ExerciseMapper()

    public init() {}

    public func map(_ dto: WorkoutDTO) -> Workout {
        Workout(
            id: dto.id,
            name: dto.name,
            date: dto.date,
            kind: dto.kind.flatMap { WorkoutKind(rawValue: $0) } ?? .strength,
            exercises: dto.exercises?.map(exerciseMapper.map) ?? [],
            durationMinutes: dto.durationMinutes ?? 0,
            notes: dto.notes,
            programId: dto.programId
        )
    }

    public func map(_ domain: Workout) -> WorkoutDTO {
        WorkoutDTO(
            id: domain.id,
            name: domain.name,
            date: domain.date,
            kind: domain.kind.rawValue,
            exercises: domain.exercises.map(exerciseMapper.map),
            durationMinutes: domain.durationMinutes,
            notes: domain.notes,
            programId: domain.programId
        )
    }
}
