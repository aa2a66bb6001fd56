import StrataModel

/// A hand-built model covering every use case kind, independent of the spec loader.
enum Fixtures {
    static func workouts(idType: IDType = .uuid) -> DomainModel {
        let exercise = Entity(
            name: "Exercise", plural: "Exercises", doc: "One movement of a workout.", idType: idType,
            properties: [
                Property(name: "name", type: .named("String")),
                Property(name: "sets", type: .named("Int"), defaultValue: "3"),
            ])
        let workout = Entity(
            name: "Workout", plural: "Workouts", doc: "A training session.", idType: idType,
            properties: [
                Property(name: "name", type: .named("String"), doc: "Shown in lists."),
                Property(name: "date", type: .named("Date"), isMutable: true),
                Property(name: "kind", type: .named("WorkoutKind")),
                Property(name: "notes", type: .optional(.named("String"))),
                Property(name: "exercises", type: .array(.named("Exercise")), relationship: .embedded(entity: "Exercise")),
                Property(name: "tags", type: .set(.named("String"))),
                Property(name: "metrics", type: .dictionary(key: .named("String"), value: .named("Double"))),
                Property(name: "link", type: .optional(.named("URL"))),
            ])
        let kind = EnumType(name: "WorkoutKind", cases: [EnumCase(name: "strength"), EnumCase(name: "cardio", rawValue: "Cardio \"HIIT\"")])
        let repository = Repository(
            entity: "Workout", operations: RepositoryOperation.allCases,
            queries: [
                RepositoryQuery(name: "fetchRecent", parameters: [Parameter(name: "limit", type: .named("Int"))], returns: .array(.named("Workout")), doc: "Most recent first."),
                RepositoryQuery(name: "archiveAll", parameters: [], returns: nil),
            ])
        let useCases = [
            UseCase(name: "CreateWorkout", kind: .create, entity: "Workout"),
            UseCase(name: "GetWorkout", kind: .get, entity: "Workout"),
            UseCase(name: "RefreshWorkout", kind: .refresh, entity: "Workout"),
            UseCase(name: "FetchWorkout", kind: .fetch, entity: "Workout"),
            UseCase(name: "FetchWorkouts", kind: .fetchAll, entity: "Workout"),
            UseCase(name: "GetWorkoutsPage", kind: .getPage, entity: "Workout"),
            UseCase(name: "RefreshWorkoutsPage", kind: .refreshPage, entity: "Workout"),
            UseCase(name: "SearchWorkoutsPage", kind: .searchPage, entity: "Workout"),
            UseCase(name: "UpdateWorkout", kind: .update, entity: "Workout"),
            UseCase(name: "DeleteWorkout", kind: .delete, entity: "Workout"),
            UseCase(
                name: "FetchRecentWorkouts", kind: .custom, entity: "Workout",
                parameters: [Parameter(name: "limit", type: .named("Int"))], returns: .array(.named("Workout")), calls: "fetchRecent"),
            UseCase(name: "ArchiveWorkouts", kind: .custom, entity: "Workout", calls: "archiveAll"),
            UseCase(
                name: "CalculateWeeklyVolume", kind: .calculate, entity: "Workout",
                parameters: [Parameter(name: "weekStart", type: .named("Date"))], returns: .named("Double"),
                rule: "Sum of sets × reps × weight over the week starting at weekStart."),
        ]
        return DomainModel(
            feature: "Workouts", module: "Workouts", summary: "Track training sessions.",
            entities: [workout, exercise], enums: [kind], repositories: [repository], useCases: useCases,
            errors: [
                ErrorCase(name: "invalidName", message: "The workout name is empty."),
                ErrorCase(name: "limitExceeded", associatedValues: [Parameter(name: "limit", type: .named("Int"))]),
            ]
        )
    }
}
