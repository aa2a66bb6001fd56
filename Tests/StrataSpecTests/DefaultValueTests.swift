import StrataModel
import Testing

@testable import StrataSpec

/// `default:` values become Swift expressions that fit the property's type, or precise issues.
@Suite struct DefaultValueTests {
    /// A Workout whose single property is `property`, with a RepeatInterval and a Status enum.
    static func spec(_ property: String) -> String {
        """
        feature: Workouts
        entities:
          Workout:
            properties:
              \(property)
          Exercise: {}
        enums:
          RepeatInterval: [daily, weekly]
          Status: { cases: { inProduction: In Production, released: null } }

        """
    }

    /// The default the loader produced for the one property of `spec(property)`.
    static func defaultValue(_ property: String) throws -> String? {
        try load(spec(property)).entity(named: "Workout")?.properties.first?.defaultValue
    }

    @Test(arguments: [
        ("interval: { type: RepeatInterval, default: daily }", ".daily"),
        ("interval: { type: RepeatInterval, default: .daily }", ".daily"),
        ("interval: { type: \"RepeatInterval?\", default: weekly }", ".weekly"),
        ("status: { type: Status, default: In Production }", ".inProduction"),
        ("notes: { type: \"String?\", default: null }", "nil"),
        ("notes: { type: \"String?\", default: ~ }", "nil"),
        ("name: { type: String, default: Untitled }", "\"Untitled\""),
        ("name: { type: String, default: \"He said \\\"hi\\\"\\n\\\\(x)\" }", #""He said \"hi\"\n\\(x)""#),
        ("name: { type: String, default: \"\" }", "\"\""),
        ("name: { type: String, default: 42 }", "\"42\""),
        ("initial: { type: Character, default: A }", "\"A\""),
        ("count: { type: Int, default: 42 }", "42"),
        ("count: { type: Int, default: -7 }", "-7"),
        ("count: { type: Int, default: 0x1F }", "31"),
        ("count: { type: Int, default: 1_000 }", "1000"),
        ("count: { type: UInt8, default: 255 }", "255"),
        ("weight: { type: Double, default: 2.5 }", "2.5"),
        ("weight: { type: Double, default: 0 }", "0"),
        ("weight: { type: Float, default: 1e3 }", "1000.0"),
        ("done: { type: Bool, default: true }", "true"),
        ("done: { type: Bool, default: no }", "false"),
        ("tags: { type: \"[String]\", default: [] }", "[]"),
        ("tags: { type: \"[String]\", default: [a, \"b c\"] }", "[\"a\", \"b c\"]"),
        ("tags: { type: \"Set<RepeatInterval>\", default: [daily] }", "[.daily]"),
        ("scores: { type: \"[String: Int]\", default: {} }", "[:]"),
        ("scores: { type: \"[String: Int]\", default: { a: 1, b: 2 } }", "[\"a\": 1, \"b\": 2]"),
        ("exercises: { type: \"[Exercise]\", default: [] }", "[]"),
        ("exercise: { type: \"Exercise?\", default: null }", "nil"),
    ])
    func fittingDefault(property: String, expected: String) throws {
        #expect(try Self.defaultValue(property) == expected)
    }

    @Test func nullForANonOptional() {
        expectSingleIssue(
            Self.spec("count: { type: Int, default: null }"),
            "`null` does not fit the non-optional type `Int` of property `count` of `Workout`", line: 5, column: 36,
            hint: "make the type optional (`Int?`) or give a value"
        )
    }

    @Test func textForAnInt() {
        expectSingleIssue(
            Self.spec("count: { type: Int, default: \"3\" }"),
            "the default text `3` does not fit the type `Int` of property `count` of `Workout`", line: 5, column: 36,
            hint: "write a number without quotes"
        )
    }

    @Test func fractionForAnInt() {
        expectSingleIssue(
            Self.spec("count: { type: Int, default: 2.5 }"),
            "the default number `2.5` does not fit the type `Int` of property `count` of `Workout`", line: 5, column: 36,
            hint: "write a number without quotes"
        )
    }

    @Test func outOfRangeInteger() {
        expectSingleIssue(
            Self.spec("count: { type: Int8, default: 300 }"),
            "300 is out of range for the `Int8` of property `count` of `Workout`", line: 5, column: 37
        )
    }

    @Test func hugeSexagesimalIntegerIsOutOfRangeNotACrash() {
        expectSingleIssue(
            Self.spec("count: { type: Int, default: 1:2:3:4:5:6:7:8:9:10:11:12:13 }"),
            "1:2:3:4:5:6:7:8:9:10:11:12:13 is out of range for the `Int` of property `count` of `Workout`", line: 5, column: 36
        )
    }

    @Test(arguments: [
        ("42", false, 42 as UInt64), ("-7", true, 7), ("+3", false, 3), ("1_000", false, 1000), ("0x1F", false, 31),
        ("0o17", false, 15), ("017", false, 15), ("0b101", false, 5), ("1:30", false, 90), ("-1:00", true, 60), ("0", false, 0),
        ("18446744073709551615", false, .max),
    ])
    func yamlIntegers(text: String, negative: Bool, magnitude: UInt64) {
        #expect(YAMLInteger(text) == YAMLInteger(isNegative: negative, magnitude: magnitude))
    }

    @Test func yamlIntegerRejectsWhatIsNotOne() {
        for text in ["", "-", "1.5", "0x", "0b102", "1::2", "18446744073709551616", "1:2:3:4:5:6:7:8:9:10:11:12:13", "ten"] {
            #expect(YAMLInteger(text) == nil, "\(text)")
        }
        #expect(YAMLInteger("-9223372036854775808")?.int == .min)
        #expect(YAMLInteger("-9223372036854775809")?.int == nil)
        #expect(YAMLInteger("-0")?.swift == "0")
        #expect(YAMLInteger("-129")?.fits("Int8") == false)
        #expect(YAMLInteger("-128")?.fits("Int8") == true)
        #expect(YAMLInteger("-1")?.fits("UInt") == false)
    }

    @Test func textForABool() {
        expectSingleIssue(
            Self.spec("done: { type: Bool, default: \"true\" }"),
            "the default text `true` does not fit the type `Bool` of property `done` of `Workout`", line: 5, column: 36,
            hint: "write `true` or `false`"
        )
    }

    @Test func unknownEnumCaseSuggests() {
        expectSingleIssue(
            Self.spec("interval: { type: RepeatInterval, default: dayly }"),
            "`dayly` is not a case of `RepeatInterval` (default of property `interval` of `Workout`)", line: 5, column: 50,
            hint: "did you mean `daily`?"
        )
    }

    @Test func unknownEnumCaseListsTheCases() {
        expectSingleIssue(
            Self.spec("interval: { type: RepeatInterval, default: .monthly }"),
            "`monthly` is not a case of `RepeatInterval` (default of property `interval` of `Workout`)", line: 5, column: 50,
            hint: "use one of `daily`, `weekly`"
        )
    }

    @Test func dateHasNoSpecDefault() {
        expectSingleIssue(
            Self.spec("date: { type: Date, default: now }"),
            "property `date` of `Workout` is a `Date`, which cannot have a default in the spec", line: 5, column: 36,
            hint: "defaults cover text, numbers, Bool, enum cases, `null` and collections of those; set this one in code"
        )
    }

    @Test func entityHasNoSpecDefault() {
        expectSingleIssue(
            Self.spec("exercise: { type: Exercise, default: squat }"),
            "property `exercise` of `Workout` holds the entity `Exercise`, which cannot have a default in the spec", line: 5, column: 44,
            hint: "remove `default:`, or make the property optional and default it to `null`"
        )
    }

    @Test func listForAScalar() {
        expectSingleIssue(
            Self.spec("count: { type: Int, default: [1] }"),
            "the default list does not fit the type `Int` of property `count` of `Workout`", line: 5, column: 36,
            hint: "write a number without quotes"
        )
    }

    @Test func badElementInsideACollectionIsLocatedAtTheElement() {
        expectSingleIssue(
            Self.spec("counts: { type: \"[Int]\", default: [1, two, 3] }"),
            "the default text `two` does not fit the type `Int` of property `counts` of `Workout`", line: 5, column: 45,
            hint: "write a number without quotes"
        )
    }

    @Test func stringLiteralEscaping() {
        #expect(DefaultValue.swiftStringLiteral("a\"b\\c\n\t\u{7}") == #""a\"b\\c\n\t\u{7}""#)
        #expect(DefaultValue.swiftStringLiteral("Zoë 🏋️") == "\"Zoë 🏋️\"")
    }
}
