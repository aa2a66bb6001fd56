import StrataModel
import Testing

@testable import StrataSpec

/// One bad name and what the loader must say about it.
struct BadName: Sendable, CustomTestStringConvertible {
    var what: String
    var spec: String
    var message: String
    var line: Int
    var column: Int
    var hint: String?

    var testDescription: String { what }
}

private let keywordHint = "choose another name; generated code does not escape keywords with backticks"
private let identifierHint = "use letters, digits and `_`, not starting with a digit"

/// Names must be Swift identifiers (not keywords) wherever they appear, and must not collide.
@Suite struct NameErrorTests {
    static let invalidNames: [BadName] = [
        BadName(
            what: "feature keyword", spec: "feature: class\n",
            message: "feature name `class` is a Swift keyword", line: 1, column: 10, hint: keywordHint),
        BadName(
            what: "feature starting with a digit", spec: "feature: 1abc\n",
            message: "feature name `1abc` is not a valid Swift identifier", line: 1, column: 10, hint: identifierHint),
        BadName(
            what: "feature with a dash", spec: "feature: my-name\n",
            message: "feature name `my-name` is not a valid Swift identifier", line: 1, column: 10,
            hint: "did you mean `MyName`? " + identifierHint),
        BadName(
            what: "lowercase feature", spec: "feature: workouts\n",
            message: "feature name `workouts` must start with an uppercase letter", line: 1, column: 10,
            hint: "did you mean `Workouts`?"),
        BadName(
            what: "module", spec: "feature: Workouts\nmodule: my-name\n",
            message: "module name `my-name` is not a valid Swift identifier", line: 2, column: 9,
            hint: "did you mean `myName`? " + identifierHint),
        BadName(
            what: "app", spec: "feature: Workouts\napp: class\n",
            message: "app prefix `class` is a Swift keyword", line: 2, column: 6, hint: keywordHint),
        BadName(
            what: "entity", spec: "feature: Workouts\nentities:\n  my-name: {}\n",
            message: "entity name `my-name` is not a valid Swift identifier", line: 3, column: 3,
            hint: "did you mean `MyName`? " + identifierHint),
        BadName(
            what: "enum", spec: "feature: Workouts\nenums:\n  enum: [a]\n",
            message: "enum name `enum` is a Swift keyword", line: 3, column: 3, hint: keywordHint),
        BadName(
            what: "case", spec: "feature: Workouts\nenums:\n  Kind: [1abc]\n",
            message: "case name `1abc` is not a valid Swift identifier", line: 3, column: 10, hint: identifierHint),
        BadName(
            what: "property", spec: "feature: Workouts\nentities:\n  Workout:\n    properties:\n      class: String\n",
            message: "property name `class` is a Swift keyword", line: 5, column: 7, hint: keywordHint),
        BadName(
            what: "query parameter",
            spec: "feature: Workouts\nentities: { Workout: {} }\nrepositories:\n  Workout:\n    queries:\n      fetchRecent: { parameters: { my-limit: Int } }\n",
            message: "parameter name `my-limit` is not a valid Swift identifier", line: 6, column: 36,
            hint: "did you mean `myLimit`? " + identifierHint),
        BadName(
            what: "query", spec: "feature: Workouts\nentities: { Workout: {} }\nrepositories:\n  Workout:\n    queries:\n      1abc: {}\n",
            message: "query name `1abc` is not a valid Swift identifier", line: 6, column: 7, hint: identifierHint),
        BadName(
            what: "use case", spec: "feature: Workouts\nentities: { Workout: {} }\nuseCases:\n  - Create-Workout\n",
            message: "use case name `Create-Workout` is not a valid Swift identifier", line: 4, column: 5,
            hint: "did you mean `CreateWorkout`? " + identifierHint),
        BadName(
            what: "use case parameter",
            spec: "feature: Workouts\nentities: { Workout: {} }\nuseCases:\n  - { name: ArchiveWorkout, parameters: { in: Int } }\n",
            message: "parameter name `in` is a Swift keyword", line: 4, column: 43, hint: keywordHint),
        BadName(
            what: "error", spec: "feature: Workouts\nerrors:\n  my-error: Bad\n",
            message: "error name `my-error` is not a valid Swift identifier", line: 3, column: 3,
            hint: "did you mean `myError`? " + identifierHint),
        BadName(
            what: "error value", spec: "feature: Workouts\nerrors:\n  tooMany: { values: { default: Int } }\n",
            message: "error value name `default` is a Swift keyword", line: 3, column: 24, hint: keywordHint),
        BadName(
            what: "plural", spec: "feature: Workouts\nentities:\n  Person: { plural: people }\n",
            message: "plural `people` must start with an uppercase letter", line: 3, column: 21, hint: "did you mean `People`?"),
    ]

    @Test(arguments: invalidNames)
    func invalidName(_ bad: BadName) {
        expectSingleIssue(bad.spec, bad.message, line: bad.line, column: bad.column, hint: bad.hint)
    }

    @Test("Contextual keywords are names like any other: `case open`, `let package`, `async`, `some`, `any`")
    func contextualKeywordsAreNames() throws {
        let spec = """
            feature: Shop
            entities:
              Parcel:
                properties:
                  package: String
                  async: Bool
                  some: Int
                  any: "String?"
                  each: Int
            enums:
              Status:
                cases: [open, closed, consume]
            """
        let model = try load(spec)
        #expect(model.entities.first?.properties.map(\.name) == ["package", "async", "some", "any", "each"])
        #expect(model.enums.first?.cases.map(\.name) == ["open", "closed", "consume"])
    }

    @Test func entityShadowingABuiltinType() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  String: {}\n", "entity `String` shadows Swift's `String`", line: 3, column: 3,
            hint: "choose a name that does not hide a standard type"
        )
    }

    @Test func enumShadowingASwiftType() {
        expectSingleIssue(
            "feature: Workouts\nenums:\n  Result: [win, loss]\n", "enum `Result` shadows Swift's `Result`", line: 3, column: 3,
            hint: "choose a name that does not hide a standard type"
        )
    }

    @Test func entityNamedLikeTheGeneratedErrorType() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  WorkoutsError: {}\n",
            "entity `WorkoutsError` has the same name as the generated error type", line: 3, column: 3, hint: "rename the entity"
        )
    }

    @Test func entityNamedLikeTheModule() {
        expectSingleIssue(
            "feature: Workout\nentities:\n  Workout: {}\n",
            "entity `Workout` has the same name as the module", line: 3, column: 3, hint: "rename the entity"
        )
    }

    @Test func entityNamedLikeAGeneratedRepositoryProtocol() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout: {}\n  WorkoutRepository: {}\nuseCases: [GetWorkout]\n",
            "entity `WorkoutRepository` has the same name as a generated repository protocol", line: 4, column: 3,
            hint: "rename the entity"
        )
    }

    @Test func twoEntitiesWithOneName() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout: {}\n  Exercise: {}\n  Workout: { doc: again }\n",
            "duplicate entity `Workout` in `entities`", line: 5, column: 3, hint: "the first is at line 3, column 3"
        )
    }

    @Test func entityAndEnumWithOneName() {
        expectSingleIssue(
            "feature: Movies\nentities:\n  Genre: {}\nenums:\n  Genre: [drama, comedy]\n",
            "enum `Genre` has the same name as the entity declared at line 3, column 3", line: 5, column: 3,
            hint: "entities and enums share one namespace; rename one of them"
        )
    }

    @Test func propertyDeclaredTwice() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout:\n    properties:\n      name: String\n      name: { type: String }\n",
            "duplicate property `name` in `properties` of entity `Workout`", line: 6, column: 7, hint: "the first is at line 5, column 7"
        )
    }

    @Test func propertyNamedID() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout:\n    properties:\n      id: UUID\n",
            "property `id` of `Workout` is implicit: every entity has an `id`", line: 5, column: 7,
            hint: "remove it and set the id's type with the entity's `id:` key (UUID, Int or String)"
        )
    }

    @Test func duplicateCaseInAList() {
        expectSingleIssue(
            "feature: Workouts\nenums:\n  Kind: [strength, cardio, strength]\n",
            "duplicate case `strength` in enum `Kind`", line: 3, column: 28, hint: "the first is at line 3, column 10"
        )
    }

    @Test func duplicateCaseInAMapping() {
        expectSingleIssue(
            "feature: Workouts\nenums:\n  Kind:\n    cases:\n      strength: Strength\n      strength: Power\n",
            "duplicate case `strength` in `cases` of enum `Kind`", line: 6, column: 7, hint: "the first is at line 5, column 7"
        )
    }

    @Test func duplicateRawValue() {
        expectSingleIssue(
            "feature: Movies\nenums:\n  Status:\n    cases:\n      released: done\n      done: null\n",
            "duplicate raw value \"done\" in enum `Status`", line: 6, column: 7,
            hint: "the first is at line 5, column 17; raw values default to the case name"
        )
    }

    @Test func duplicateUseCaseEvenWithTheSuffix() {
        expectSingleIssue(
            "feature: Workouts\nentities: { Workout: {} }\nuseCases:\n  - CreateWorkout\n  - name: CreateWorkoutUseCase\n",
            "duplicate use case `CreateWorkout`", line: 5, column: 11, hint: "the first is at line 4, column 5"
        )
    }

    @Test func duplicateQuery() {
        expectSingleIssue(
            "feature: Workouts\nentities: { Workout: {} }\nrepositories:\n  Workout:\n    queries:\n      fetchRecent: {}\n      fetchRecent: {}\n",
            "duplicate query `fetchRecent` in `queries` of the repository of `Workout`", line: 7, column: 7,
            hint: "the first is at line 6, column 7"
        )
    }

    @Test func duplicateError() {
        expectSingleIssue(
            "feature: Workouts\nerrors:\n  invalidName: Empty.\n  invalidName: Still empty.\n",
            "duplicate error `invalidName` in `errors`", line: 4, column: 3, hint: "the first is at line 3, column 3"
        )
    }

    @Test(arguments: SpecKeys.builtInErrorCases)
    func errorNamedLikeABuiltInCase(name: String) {
        expectSingleIssue(
            "feature: Workouts\nerrors:\n  \(name): Oops.\n",
            "error `\(name)` is already generated for every feature", line: 3, column: 3,
            hint: "rename it; `notFound`, `loadFailed`, `saveFailed`, `notImplemented`, `unauthorized`, `offline` are built in"
        )
    }

    @Test func pluralThatIsAnotherEntitysName() {
        expectSingleIssue(
            "feature: Catalog\nentities:\n  Item: { plural: Stock }\n  Stock: {}\n",
            "plural `Stock` of entity `Item` is also the name or plural of entity `Stock`", line: 3, column: 19,
            hint: "set a distinct `plural:`"
        )
    }

    @Test func duplicateKeysAreAllReportedAlongsideOtherProblems() {
        let found = issues(
            """
            feature: Workouts
            entities:
              Workout:
                properties:
                  name: String
                  name: String
                  name: Strng
              Workout: {}
            """
        )
        #expect(
            found.map(\.message) == [
                "duplicate property `name` in `properties` of entity `Workout`",
                "duplicate property `name` in `properties` of entity `Workout`",
                "duplicate entity `Workout` in `entities`",
            ])
        #expect(found.map { $0.location?.line } == [6, 7, 8])
    }

    @Test func moduleThatDoesNotExpandToAnIdentifier() {
        expectSingleIssue(
            "feature: Workouts\nmodule: \"{app}-Core\"\napp: Vital\n",
            "module name `Vital-Core` is not a valid Swift identifier", line: 2, column: 9,
            hint: "did you mean `VitalCore`? " + identifierHint
        )
    }

    @Test func moduleNamePatternThatDoesNotExpandToAnIdentifier() {
        var conventions = Presets.popcorn
        conventions.moduleName = "{context}Domain"
        expectSingleIssue(
            "feature: Movies\n",
            "module name `{context}Domain`, from the conventions' `moduleName` pattern `{context}Domain`, is not a Swift identifier",
            line: 1, column: 10, hint: "set `module:` in the spec, or change `conventions.moduleName` in .strata.yml",
            conventions: conventions
        )
    }
}
