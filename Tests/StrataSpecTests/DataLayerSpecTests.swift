import StrataModel
import Testing

@testable import StrataSpec

/// The spec's `data:` section and the repository keys `endpoint:` and `caching:`.
@Suite struct DataLayerSpecTests {
    static let workout = """
        feature: Workouts
        entities:
          Workout:
            properties:
              name: String
        """

    @Test func dataSectionIsReadWithItsValues() throws {
        let model = try load(
            Self.workout + """

                repositories:
                  Workout:
                    endpoint: /sessions
                    caching: { default: networkFirst, save: offlineFirst }
                data:
                  keys: asIs
                  dates: millisecondsSince1970
                  caching: cacheFirst
                  basePath: /api/v2
                """)
        let data = try #require(model.data)
        #expect(data.isEnabled)
        #expect(data.keyStrategy == .asIs)
        #expect(data.dateStrategy == .millisecondsSince1970)
        #expect(data.caching == .cacheFirst)
        #expect(data.basePath == "/api/v2")
        let repository = try #require(model.repository(for: "Workout"))
        #expect(repository.data.endpoint == "/sessions")
        #expect(repository.data.caching == .networkFirst)
        #expect(repository.data.operationCaching == [.save: .offlineFirst])
    }

    @Test func dataTrueAndFalseAreShortForms() throws {
        #expect(try load(Self.workout + "\ndata: true\n").data == DataLayerSpec(isEnabled: true, location: .init(file: specFile, line: 6, column: 7)))
        #expect(try load(Self.workout + "\ndata: false\n").data?.isEnabled == false)
        #expect(try load(Self.workout).data == nil)
    }

    @Test func repositoryCachingShortFormIsOneStrategy() throws {
        let model = try load(Self.workout + "\nrepositories:\n  Workout:\n    caching: offlineFirst\n")
        #expect(model.repository(for: "Workout")?.data.caching == .offlineFirst)
    }

    @Test func unknownKeyInData() {
        expectSingleIssue(Self.workout + "\ndata:\n  key: asIs\n", "unknown key `key` in `data`", line: 7, column: 3, hint: "did you mean `keys`?")
    }

    @Test func dataMustBeABoolOrAMapping() {
        expectSingleIssue(
            Self.workout + "\ndata: [keys]\n", "expected `true`, `false` or a mapping for `data`, found a list", line: 6, column: 7,
            hint: "e.g. `data: { keys: snakeCase, caching: cacheFirst }`"
        )
    }

    @Test func unknownKeyStrategy() {
        expectSingleIssue(
            Self.workout + "\ndata:\n  keys: camel\n", "unknown value `camel` for `keys` of `data`", line: 7, column: 9,
            hint: "use one of `snakeCase`, `asIs`"
        )
    }

    @Test func unknownDateStrategy() {
        expectSingleIssue(
            Self.workout + "\ndata:\n  dates: iso8610\n", "unknown value `iso8610` for `dates` of `data`", line: 7, column: 10,
            hint: "did you mean `iso8601`?"
        )
    }

    @Test func unknownCachingStrategySuggestsTheClosest() {
        expectSingleIssue(
            Self.workout + "\ndata:\n  caching: cachFirst\n", "unknown value `cachFirst` for `caching` of `data`", line: 7, column: 12,
            hint: "did you mean `cacheFirst`?"
        )
    }

    @Test func basePathMustBeAURLPath() {
        expectSingleIssue(
            Self.workout + "\ndata:\n  basePath: api/v1\n", "`basePath` of `data` `api/v1` is not a URL path", line: 7, column: 13,
            hint: "write it like `/api/v1`: a leading `/`, no trailing `/`, no spaces, `?` or `#`"
        )
    }

    @Test func endpointMustBeAURLPath() {
        expectSingleIssue(
            Self.workout + "\nrepositories:\n  Workout:\n    endpoint: \"/workouts/\"\n",
            "`endpoint` of the repository of `Workout` `/workouts/` is not a URL path", line: 8, column: 15,
            hint: "write it like `/api/v1`: a leading `/`, no trailing `/`, no spaces, `?` or `#`"
        )
    }

    @Test func unknownOperationInRepositoryCaching() {
        expectSingleIssue(
            Self.workout + "\nrepositories:\n  Workout:\n    caching: { fetchByIdentifier: networkFirst }\n",
            "unknown key `fetchByIdentifier` in `caching` of the repository of `Workout`", line: 8, column: 16,
            hint: "expected one of: `default`, `save`, `fetchByID`, `fetchAll`, `fetchPage`, `search`, `delete`"
        )
    }

    @Test func unknownStrategyInRepositoryCaching() {
        expectSingleIssue(
            Self.workout + "\nrepositories:\n  Workout:\n    caching: { save: offlineFrist }\n",
            "unknown value `offlineFrist` for `caching.save` of the repository of `Workout`", line: 8, column: 22,
            hint: "did you mean `offlineFirst`?"
        )
    }

    @Test func entityNestedInADictionaryCannotBeStored() {
        expectSingleIssue(
            """
            feature: Workouts
            entities:
              Workout:
                properties:
                  byDay: "[String: Exercise]"
              Exercise:
                properties:
                  name: String
            useCases: [GetWorkout]
            data: true
            """,
            "property `byDay` of `Workout` has type `[String: Exercise]`, which the Data layer cannot store", line: 5, column: 7,
            hint: "embed an entity as `E`, `E?`, `[E]` or `[E]?`, or hold its id with `references:`"
        )
    }

    @Test func theSameNestingIsFineWithoutTheDataLayer() throws {
        let text = "feature: Workouts\nentities:\n  Workout:\n    properties:\n      byDay: \"[String: Exercise]\"\n  Exercise: {}\n"
        #expect(try load(text).entities.count == 2)
    }

    @Test func entityNamedLikeADataSupportType() {
        expectSingleIssue(
            "feature: Shop\nentities:\n  Endpoint:\n    properties:\n      url: URL\ndata: true\n",
            "`Endpoint` has the same name as a type the Data layer generates", line: 3, column: 3,
            hint: "rename it, or turn the Data layer off with `data: false`"
        )
    }

    @Test func propertyNamedLikeTheSwiftDataModelsCacheStamp() {
        expectSingleIssue(
            "feature: Shop\nentities:\n  Order:\n    properties:\n      cachedAt: Date\ndata: true\n",
            "property `cachedAt` of `Order` meets the SwiftData model's own `cachedAt` (when its copy was stored)", line: 5, column: 7,
            hint: "rename it (for example `fetchedAt`), or turn the Data layer off with `data: false`"
        )
    }

    @Test func propertyNamedLikeTheSwiftDataModelsID() {
        expectSingleIssue(
            "feature: Shop\nentities:\n  Order:\n    properties:\n      orderID: String\ndata: true\n",
            "property `orderID` of `Order` meets the SwiftData model's own `orderID` (the stored id)", line: 5, column: 7,
            hint: "rename it (for example `orderNumber`), or turn the Data layer off with `data: false`"
        )
    }

    @Test func theModelsOwnNamesAreFineWithoutTheDataLayer() throws {
        #expect(try load("feature: Shop\nentities:\n  Order:\n    properties:\n      cachedAt: Date\n      orderID: String\n").entities.count == 1)
    }

    @Test func conventionsCanTurnTheChecksOn() {
        var conventions = Presets.vitalArc
        conventions.data.generate = true
        let found = issues("feature: Shop\nentities:\n  Endpoint: {}\n", conventions: conventions)
        #expect(found.map(\.message) == ["`Endpoint` has the same name as a type the Data layer generates"])
    }
}
