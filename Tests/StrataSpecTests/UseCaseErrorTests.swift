import StrataModel
import Testing

@testable import StrataSpec

/// Use cases must resolve to an entity, a kind and (for `calls`) a declared query.
@Suite struct UseCaseErrorTests {
    static func spec(_ useCases: String) -> String {
        """
        feature: Workouts
        entities:
          Workout: {}
          Program: {}
        repositories:
          Workout:
            queries:
              fetchRecent: { parameters: { limit: Int }, returns: "[Workout]" }
        useCases:
          \(useCases)

        """
    }

    @Test func entityCannotBeInferred() {
        expectSingleIssue(
            Self.spec("- SyncEverything"), "cannot tell which entity use case `SyncEverything` works on", line: 10, column: 5,
            hint: "add `entity:` naming one of `Workout`, `Program`"
        )
    }

    @Test func entityCannotBeInferredWithoutEntities() {
        expectSingleIssue(
            "feature: Workouts\nuseCases: [CreateWorkout]\n", "cannot tell which entity use case `CreateWorkout` works on",
            line: 2, column: 12, hint: "declare the entity it works on under `entities:`"
        )
    }

    @Test func unknownEntity() {
        expectSingleIssue(
            Self.spec("- { name: CalculateStreak, entity: Workot }"), "use case `CalculateStreak` names unknown entity `Workot`",
            line: 10, column: 38, hint: "did you mean `Workout`?"
        )
    }

    @Test func unknownQuerySuggests() {
        expectSingleIssue(
            Self.spec("- { name: FetchRecentWorkouts, calls: fetchRecnt }"),
            "use case `FetchRecentWorkouts` calls unknown query `fetchRecnt` of the `Workout` repository", line: 10, column: 41,
            hint: "did you mean `fetchRecent`?"
        )
    }

    @Test func queryOfARepositoryWithoutQueries() {
        expectSingleIssue(
            Self.spec("- { name: FetchActivePrograms, calls: fetchActive }"),
            "use case `FetchActivePrograms` calls unknown query `fetchActive` of the `Program` repository", line: 10, column: 41,
            hint: "declare it under `repositories: Program: queries:`"
        )
    }

    @Test func unknownKindSuggests() {
        expectSingleIssue(
            Self.spec("- { name: ArchiveWorkout, kind: custon }"), "unknown use case kind `custon` for use case `ArchiveWorkout`",
            line: 10, column: 35, hint: "did you mean `custom`?"
        )
    }

    @Test func signatureKeysOnAStandardKind() {
        let found = issues(Self.spec("- { name: CreateWorkout, parameters: { name: String }, returns: Workout }"))
        #expect(
            found.map(\.message) == [
                "`parameters` applies only to calculate and custom use cases; use case `CreateWorkout` is a `create` use case",
                "`returns` applies only to calculate and custom use cases; use case `CreateWorkout` is a `create` use case",
            ])
        #expect(found.map { $0.location?.column } == [28, 58])
        #expect(found.first?.hint == "remove `parameters` (its signature is derived from the kind), or set `kind: custom`")
    }

    @Test func nonTextUseCaseItem() {
        expectSingleIssue(
            Self.spec("- [CreateWorkout]"), "expected a use case name or mapping, found a list", line: 10, column: 5,
            hint: "write `- CreateWorkout` or `- name: CreateWorkout`"
        )
    }
}
