import StrataModel
import Testing

@testable import StrataSpec

/// Type strings, id types, operations and references: each problem at the column it concerns.
@Suite struct TypeErrorTests {
    /// A spec with Workout (its properties given), Exercise and Program entities and a WorkoutKind enum.
    static func spec(properties: String) -> String {
        """
        feature: Workouts
        entities:
          Workout:
            properties:
              \(properties)
          Exercise: {}
          Program: {}
        enums:
          WorkoutKind: [strength, cardio]

        """
    }

    @Test func unknownBuiltinTypeSuggestsTheClosest() {
        expectSingleIssue(
            Self.spec(properties: "name: Strng"), "unknown type `Strng` in property `name` of `Workout`",
            line: 5, column: 13, hint: "did you mean `String`?"
        )
    }

    @Test func unknownTypeInsideAQuotedTypeIsLocatedAtTheName() {
        // `exercises: "[Exercize]"`: column of the quote (18) + 1 for the quote + offset 1 of the name.
        expectSingleIssue(
            Self.spec(properties: "exercises: \"[Exercize]\""), "unknown type `Exercize` in property `exercises` of `Workout`",
            line: 5, column: 20, hint: "did you mean `Exercise`?"
        )
    }

    @Test func unknownTypeWithoutCloseMatchExplainsWhereTypesComeFrom() {
        expectSingleIssue(
            Self.spec(properties: "shoe: Sneaker"), "unknown type `Sneaker` in property `shoe` of `Workout`", line: 5, column: 13,
            hint: "declare it under `entities:` or `enums:`, or use a standard type such as String, Int, Double, Bool, Date, URL or UUID"
        )
    }

    @Test func qualifiedTypeNamesAreUnknown() {
        expectSingleIssue(
            Self.spec(properties: "when: Foundation.Date"), "unknown type `Foundation.Date` in property `when` of `Workout`",
            line: 5, column: 13,
            hint: "declare it under `entities:` or `enums:`, or use a standard type such as String, Int, Double, Bool, Date, URL or UUID"
        )
    }

    @Test func malformedDictionaryTypePointsAtTheEnd() {
        // `counts: "[String: Int"`: the quote is at column 15; `]` is missing at offset 12.
        expectSingleIssue(
            Self.spec(properties: "counts: \"[String: Int\""),
            "malformed type `[String: Int` for property `counts` of `Workout`: expected `]` to close the dictionary type, found `end of text`",
            line: 5, column: 28
        )
    }

    @Test func malformedPlainTypeHasNoQuoteOffset() {
        expectSingleIssue(
            Self.spec(properties: "name: String!"),
            "malformed type `String!` for property `name` of `Workout`: implicitly unwrapped optionals are not allowed in a domain model; use `?`",
            line: 5, column: 19
        )
    }

    @Test func absurdlyNestedTypeIsRefusedBeforeParsing() {
        let deep = String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40)
        expectSingleIssue(
            Self.spec(properties: "grid: \"\(deep)\""), "type of property `grid` of `Workout` is too long or too deeply nested",
            line: 5, column: 14, hint: "at most 200 characters and 16 levels of `[`/`<`"
        )
    }

    @Test func dictionaryKeyMustBeHashable() {
        expectSingleIssue(
            Self.spec(properties: "setsByExercise: \"[Exercise: Int]\""),
            "`Exercise` cannot be a dictionary key in property `setsByExercise` of `Workout`", line: 5, column: 25,
            hint: "keys and Set elements must be Hashable: a standard type such as String or Int, or an enum of the spec"
        )
    }

    @Test func setElementMustBeHashable() {
        expectSingleIssue(
            Self.spec(properties: "programs: \"Set<Program>\""),
            "`Program` cannot be a Set element in property `programs` of `Workout`", line: 5, column: 22,
            hint: "keys and Set elements must be Hashable: a standard type such as String or Int, or an enum of the spec"
        )
    }

    @Test func enumsAndStandardTypesAreValidKeys() throws {
        let model = try load(Self.spec(properties: "minutesByKind: \"[WorkoutKind: Int]\"\n      tags: \"Set<String>\""))
        #expect(model.entity(named: "Workout")?.properties.map(\.type.swift) == ["[WorkoutKind: Int]", "Set<String>"])
    }

    @Test func optionalKeyIsNotHashableEnough() {
        expectSingleIssue(
            Self.spec(properties: "byName: \"[String?: Int]\""),
            "`String?` cannot be a dictionary key in property `byName` of `Workout`", line: 5, column: 17,
            hint: "keys and Set elements must be Hashable: a standard type such as String or Int, or an enum of the spec"
        )
    }

    @Test func unknownIDTypeSuggests() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout: { id: uuid }\n", "unknown id type `uuid` for entity `Workout`",
            line: 3, column: 18, hint: "did you mean `UUID`?"
        )
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout: { id: Long }\n", "unknown id type `Long` for entity `Workout`",
            line: 3, column: 18, hint: "use one of `UUID`, `Int`, `String`"
        )
    }

    @Test func unknownOperationSuggests() {
        expectSingleIssue(
            "feature: Workouts\nentities: { Workout: {} }\nrepositories:\n  Workout: { operations: [save, fetchByIdd] }\n",
            "unknown operation `fetchByIdd` in the repository of `Workout`", line: 4, column: 33, hint: "did you mean `fetchByID`?"
        )
    }

    @Test func operationListedTwice() {
        expectSingleIssue(
            "feature: Workouts\nentities: { Workout: {} }\nrepositories:\n  Workout: { operations: [save, save] }\n",
            "operation `save` is listed twice in the repository of `Workout`", line: 4, column: 33
        )
    }

    @Test func repositoryForUnknownEntity() {
        expectSingleIssue(
            "feature: Workouts\nentities: { Workout: {} }\nrepositories:\n  Workot: {}\n",
            "repository for unknown entity `Workot`", line: 4, column: 3, hint: "did you mean `Workout`?"
        )
    }

    @Test func referenceToUnknownEntity() {
        expectSingleIssue(
            Self.spec(properties: "programId: { references: Progam }"),
            "property `programId` of `Workout` references unknown entity `Progam`", line: 5, column: 32, hint: "did you mean `Program`?"
        )
    }

    @Test func referencesTogetherWithType() {
        expectSingleIssue(
            Self.spec(properties: "programId: { type: UUID, references: Program }"),
            "property `programId` of `Workout` has both `type` and `references`", line: 5, column: 32,
            hint: "remove `type`: a reference's type is the referenced entity's id type"
        )
    }

    @Test func unknownTypeInAQueryParameterAndReturn() {
        let found = issues(
            "feature: Workouts\nentities: { Workout: {} }\nrepositories:\n  Workout:\n    queries:\n      fetchRecent: { parameters: { limit: Intt }, returns: \"[Workou]\" }\n"
        )
        #expect(
            found.map(\.message) == [
                "unknown type `Intt` in parameter `limit` of query `fetchRecent` of the `Workout` repository",
                "unknown type `Workou` in `returns` of query `fetchRecent` of the `Workout` repository",
            ])
        #expect(found.map { $0.location?.column } == [43, 62])
        #expect(found.map(\.hint) == ["did you mean `Int`?", "did you mean `Workout`?"])
    }

    @Test func unknownUseCaseParameterType() {
        expectSingleIssue(
            """
            feature: Workouts
            entities: { Workout: {} }
            useCases:
              - name: CalculateWeeklyVolume
                entity: Workout
                parameters: { weekStart: Dat }
            """,
            "unknown type `Dat` in parameter `weekStart` of use case `CalculateWeeklyVolume`", line: 6, column: 30,
            hint: "did you mean `Date`?"
        )
    }

    @Test func unknownErrorPayloadType() {
        expectSingleIssue(
            "feature: Workouts\nerrors:\n  limitExceeded: { message: Too many., values: { limit: Strin } }\n",
            "unknown type `Strin` in value `limit` of error `limitExceeded`", line: 3, column: 57, hint: "did you mean `String`?"
        )
    }
}
