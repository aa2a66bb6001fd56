import StrataModel
import Testing

@testable import StrataSpec

/// Kind and entity from a use-case name, per the naming table.
@Suite struct UseCaseInferenceTests {
    static let entities: [UseCaseInference.EntityNames] = [
        .init(name: "Character", plural: "Characters"),
        .init(name: "Person", plural: "People"),
        .init(name: "Workout", plural: "Workouts"),
        .init(name: "WorkoutPlan", plural: "WorkoutPlans"),
    ]

    @Test(
        arguments: [
            ("CreateWorkout", UseCaseKind.create, "Workout"),
            ("UpdateWorkout", .update, "Workout"),
            ("DeleteWorkout", .delete, "Workout"),
            ("GetCharactersPage", .getPage, "Character"),
            ("RefreshCharactersPage", .refreshPage, "Character"),
            ("SearchCharactersPage", .searchPage, "Character"),
            ("SearchPeoplePage", .searchPage, "Person"),
            ("GetCharacter", .get, "Character"),
            ("RefreshCharacter", .refresh, "Character"),
            ("FetchWorkout", .fetch, "Workout"),
            ("FetchWorkouts", .fetchAll, "Workout"),
            ("FetchPeople", .fetchAll, "Person"),
            ("FetchWorkoutPlan", .fetch, "WorkoutPlan"),
            ("CalculateWeeklyVolume", .calculate, nil),
            ("CalculateWorkoutPlanLoad", .calculate, "WorkoutPlan"),
            ("FetchRecentWorkouts", .custom, "Workout"),
            ("ScheduleWorkoutPlanReminder", .custom, "WorkoutPlan"),
            ("SyncAll", .custom, nil),
            ("GetPersonsPage", .custom, "Person"),
            ("CreateWorkouts", .custom, "Workout"),
        ] as [(String, UseCaseKind, String?)])
    func inference(name: String, kind: UseCaseKind, entity: String?) {
        #expect(UseCaseInference.infer(name: name, entities: Self.entities) == .init(kind: kind, entity: entity))
    }

    @Test func explicitEntityOnlyMatchesPatternsOfThatEntity() {
        #expect(
            UseCaseInference.infer(name: "CreateWorkout", entities: Self.entities, entity: "WorkoutPlan")
                == .init(kind: .custom, entity: "WorkoutPlan"))
        #expect(
            UseCaseInference.infer(name: "CalculateWeeklyVolume", entities: Self.entities, entity: "Workout")
                == .init(kind: .calculate, entity: "Workout"))
    }

    @Test func explicitKindWinsAndTheEntityStillComesFromTheName() {
        #expect(UseCaseInference.infer(name: "GetWorkout", entities: Self.entities, kind: .refresh) == .init(kind: .refresh, entity: "Workout"))
        #expect(UseCaseInference.infer(name: "LoadPeople", entities: Self.entities, kind: .fetchAll) == .init(kind: .fetchAll, entity: "Person"))
    }

    @Test func suffixIsStripped() {
        #expect(UseCaseInference.strippingSuffix("CreateWorkoutUseCase") == "CreateWorkout")
        #expect(UseCaseInference.strippingSuffix("UseCase") == "UseCase")
        #expect(UseCaseInference.strippingSuffix("CreateWorkout") == "CreateWorkout")
    }

    @Test func loaderAppliesInferenceAndLeavesDerivedSignaturesEmpty() throws {
        let model = try load(
            """
            feature: Workouts
            entities:
              Workout: {}
            repositories:
              Workout:
                queries:
                  fetchRecent: { parameters: { limit: Int }, returns: "[Workout]", doc: Newest first. }
            useCases:
              - CreateWorkoutUseCase
              - name: FetchRecentWorkouts
                calls: fetchRecent
              - name: FetchLatestWorkouts
                calls: fetchRecent
                parameters: { count: Int, since: Date }
              - name: CalculateWeeklyVolume
                entity: Workout
              - name: LoadWorkouts
                kind: fetchAll
                rule: Everything, unsorted.
            """
        )
        let useCases = model.useCases
        #expect(useCases.map(\.name) == ["CreateWorkout", "FetchRecentWorkouts", "FetchLatestWorkouts", "CalculateWeeklyVolume", "LoadWorkouts"])
        #expect(useCases.map(\.kind) == [.create, .custom, .custom, .calculate, .fetchAll])
        #expect(useCases[0].parameters.isEmpty && useCases[0].returns == nil)
        #expect(useCases[1].parameters == [Parameter(name: "limit", type: .named("Int"))])
        #expect(useCases[1].returns == .array(.named("Workout")))
        #expect(useCases[1].calls == "fetchRecent")
        #expect(useCases[2].parameters.map(\.name) == ["count", "since"])
        #expect(useCases[2].returns == .array(.named("Workout")))
        #expect(useCases[3].parameters.isEmpty && useCases[3].returns == nil)
        #expect(useCases[4].rule == "Everything, unsorted.")
        #expect(useCases[0].location == StrataModel.SourceLocation(file: specFile, line: 9, column: 5))
    }
}
