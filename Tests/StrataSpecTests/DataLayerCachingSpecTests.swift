import StrataModel
import Testing

@testable import StrataSpec

/// The Data-layer keys about keeping and sending values: `maxAge` and `save` (in `data:` and per
/// repository) and per-query exceptions under a repository's `caching:`.
@Suite struct DataLayerCachingSpecTests {
    static let workout = """
        feature: Workouts
        entities:
          Workout:
            properties:
              name: String
        """

    /// The workout spec with one repository entry; its keys start on line 8, column 5.
    static func repository(_ lines: String) -> String {
        workout + "\nrepositories:\n  Workout:\n" + lines
    }

    // MARK: Reading

    @Test func maxAgeAndSaveAreReadInDataAndPerRepository() throws {
        let model = try load(Self.repository("    maxAge: 2h\n    save: patch\n") + "data:\n  maxAge: 15m\n  save: post\n")
        #expect(model.data?.maxAge == 900)
        #expect(model.data?.saveMethod == .post)
        let repository = try #require(model.repository(for: "Workout"))
        #expect(repository.data.maxAge == 7_200)
        #expect(repository.data.saveMethod == .patch)
    }

    @Test(arguments: [("900", 900), ("45s", 45), ("1d", 86_400), ("1h30m", 5_400), ("2d12h", 216_000), ("\"600\"", 600)])
    func maxAgeForms(text: String, seconds: Int) throws {
        #expect(try load(Self.workout + "\ndata:\n  maxAge: \(text)\n").data?.maxAge == seconds)
    }

    @Test func leftOutTheyAreNil() throws {
        let model = try load(Self.repository("    endpoint: /sessions\n") + "data: true\n")
        #expect(model.data?.maxAge == nil && model.data?.saveMethod == nil)
        #expect(model.repository(for: "Workout")?.data.maxAge == nil)
        #expect(model.repository(for: "Workout")?.data.saveMethod == nil)
    }

    @Test func cachingNamesQueriesBesideOperations() throws {
        let model = try load(
            Self.repository(
                """
                    caching: { default: networkFirst, save: offlineFirst, fetchRecent: cacheFirst }
                    queries:
                      fetchRecent: { parameters: { limit: Int }, returns: "[Workout]" }
                      countAll: Int

                """))
        let data = try #require(model.repository(for: "Workout")?.data)
        #expect(data.caching == .networkFirst)
        #expect(data.operationCaching == [.save: .offlineFirst])
        #expect(data.queryCaching == ["fetchRecent": .cacheFirst])
    }

    // MARK: Bad values, one each

    static let durationHint = "write whole seconds (`900`) or whole numbers with units `s`, `m`, `h`, `d`: `15m`, `2h`, `1d`, `1h30m`"
    static let keepHint = "leave `maxAge` out to keep stored values until they are replaced"

    @Test func maxAgeWithAnUnknownUnit() {
        expectSingleIssue(Self.workout + "\ndata:\n  maxAge: 15x\n", "`maxAge` of `data` `15x` is not a duration", line: 7, column: 11, hint: Self.durationHint)
    }

    @Test func maxAgeWithAFraction() {
        expectSingleIssue(Self.workout + "\ndata:\n  maxAge: 1.5h\n", "`maxAge` of `data` `1.5h` is not a duration", line: 7, column: 11, hint: Self.durationHint)
    }

    @Test func maxAgeNegative() {
        expectSingleIssue(Self.workout + "\ndata:\n  maxAge: -5\n", "`maxAge` of `data` `-5` is not a duration", line: 7, column: 11, hint: Self.durationHint)
    }

    @Test func maxAgeWithASpace() {
        expectSingleIssue(Self.workout + "\ndata:\n  maxAge: 15 m\n", "`maxAge` of `data` `15 m` is not a duration", line: 7, column: 11, hint: Self.durationHint)
    }

    @Test func maxAgeUnitWithoutANumber() {
        expectSingleIssue(Self.workout + "\ndata:\n  maxAge: h\n", "`maxAge` of `data` `h` is not a duration", line: 7, column: 11, hint: Self.durationHint)
    }

    @Test func maxAgeEndingInDigitsWithoutAUnit() {
        expectSingleIssue(Self.workout + "\ndata:\n  maxAge: 1h30\n", "`maxAge` of `data` `1h30` is not a duration", line: 7, column: 11, hint: Self.durationHint)
    }

    @Test func maxAgeZero() {
        expectSingleIssue(Self.workout + "\ndata:\n  maxAge: 0\n", "`maxAge` of `data` must be longer than zero", line: 7, column: 11, hint: Self.keepHint)
    }

    @Test func maxAgeZeroWithAUnit() {
        expectSingleIssue(Self.workout + "\ndata:\n  maxAge: 0m\n", "`maxAge` of `data` must be longer than zero", line: 7, column: 11, hint: Self.keepHint)
    }

    @Test func maxAgeWithARepeatedUnit() {
        expectSingleIssue(
            Self.workout + "\ndata:\n  maxAge: 1h2h\n", "`maxAge` of `data` `1h2h` does not give its units once each, largest first", line: 7, column: 11,
            hint: "write it like `1d12h` or `1h30m`"
        )
    }

    @Test func maxAgeWithUnitsOutOfOrder() {
        expectSingleIssue(
            Self.workout + "\ndata:\n  maxAge: 30m1h\n", "`maxAge` of `data` `30m1h` does not give its units once each, largest first", line: 7, column: 11,
            hint: "write it like `1d12h` or `1h30m`"
        )
    }

    @Test func maxAgeTooLong() {
        expectSingleIssue(
            Self.workout + "\ndata:\n  maxAge: 40000d\n", "`maxAge` of `data` `40000d` is longer than a hundred years", line: 7, column: 11, hint: Self.keepHint
        )
    }

    @Test func maxAgeTooLargeToCount() {
        expectSingleIssue(
            Self.workout + "\ndata:\n  maxAge: 99999999999999999999\n", "`maxAge` of `data` `99999999999999999999` is longer than a hundred years",
            line: 7, column: 11, hint: Self.keepHint
        )
    }

    @Test func maxAgeAsAList() {
        expectSingleIssue(Self.workout + "\ndata:\n  maxAge: [1d]\n", "expected text for `maxAge` of `data`, found a list", line: 7, column: 11)
    }

    @Test func maxAgeOfARepository() {
        expectSingleIssue(
            Self.repository("    maxAge: 2 hours\n"), "`maxAge` of the repository of `Workout` `2 hours` is not a duration", line: 8, column: 13,
            hint: Self.durationHint
        )
    }

    @Test func unknownSaveMethodSuggestsTheClosest() {
        expectSingleIssue(Self.workout + "\ndata:\n  save: posts\n", "unknown value `posts` for `save` of `data`", line: 7, column: 9, hint: "did you mean `post`?")
    }

    @Test func unknownSaveMethodOfARepository() {
        expectSingleIssue(
            Self.repository("    save: upsert\n"), "unknown value `upsert` for `save` of the repository of `Workout`", line: 8, column: 11,
            hint: "use one of `put`, `post`, `patch`"
        )
    }

    @Test func unknownQueryInCachingSuggestsTheClosest() {
        expectSingleIssue(
            Self.repository("    caching: { fetchRecnt: networkFirst }\n    queries:\n      fetchRecent: \"[Workout]\"\n"),
            "unknown key `fetchRecnt` in `caching` of the repository of `Workout`", line: 8, column: 16, hint: "did you mean `fetchRecent`?"
        )
    }

    @Test func queryThatReturnsNothingHasNoStrategy() {
        expectSingleIssue(
            Self.repository("    caching: { archiveOld: cacheFirst }\n    queries:\n      archiveOld: {}\n"),
            "query `archiveOld` of the repository of `Workout` returns nothing, so it has no caching strategy", line: 8, column: 16,
            hint: "remove `archiveOld` from `caching`; a query without `returns` is always sent to the network"
        )
    }

    @Test func unknownStrategyForAQuery() {
        expectSingleIssue(
            Self.repository("    caching: { fetchRecent: networkFrist }\n    queries:\n      fetchRecent: \"[Workout]\"\n"),
            "unknown value `networkFrist` for `caching.fetchRecent` of the repository of `Workout`", line: 8, column: 29,
            hint: "did you mean `networkFirst`?"
        )
    }
}

/// The duration text itself, apart from YAML.
@Suite struct DurationTextTests {
    @Test func secondsAndUnits() throws {
        #expect(try DurationText.seconds("90").get() == 90)
        #expect(try DurationText.seconds("15m").get() == 900)
        #expect(try DurationText.seconds("1d2h3m4s").get() == 93_784)
    }

    @Test func problems() {
        #expect(DurationText.seconds("") == .failure(.malformed))
        #expect(DurationText.seconds("1w") == .failure(.malformed))
        #expect(DurationText.seconds("1s1m") == .failure(.unitsOutOfOrder))
        #expect(DurationText.seconds("0s") == .failure(.zero))
        #expect(DurationText.seconds("\(Int.max)d") == .failure(.tooLong))
        #expect(DurationText.seconds("36600d") == .success(DurationText.limit))
        #expect(DurationText.seconds("36601d") == .failure(.tooLong))
    }
}
