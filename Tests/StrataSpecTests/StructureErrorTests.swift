import StrataModel
import Testing

@testable import StrataSpec

/// Problems with the shape of the document: YAML syntax, missing or unknown keys, wrong node kinds.
@Suite struct StructureErrorTests {
    @Test func yamlSyntaxErrorIsReportedAtYamlsPosition() {
        expectSingleIssue(
            """
            feature: Workouts
            entities: [Workout
            """,
            "invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 2:11)", line: 2, column: 19
        )
    }

    @Test func tabIndentationGetsAHint() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n\tWorkout: {}\n",
            "invalid YAML: found character that cannot start any token (while scanning for the next token at 3:1)",
            line: 3, column: 1, hint: "YAML indents with spaces, not tabs"
        )
    }

    @Test func emptyTextIsAnIssue() {
        expectSingleIssue("", "the spec is empty", line: 1, column: 1, hint: "start with `feature: MyFeature`")
        expectSingleIssue("  \n\n", "the spec is empty", line: 1, column: 1, hint: "start with `feature: MyFeature`")
    }

    @Test func onlyCommentsIsAnIssue() {
        expectSingleIssue("# nothing yet\n", "the spec has no content, only comments", line: 1, column: 1, hint: "start with `feature: MyFeature`")
    }

    @Test func topLevelMustBeAMapping() {
        expectSingleIssue(
            "- Workout\n- Exercise\n",
            "a spec must be a mapping with keys such as `feature:` and `entities:`, found a list", line: 1, column: 1,
            hint: "start the file with `feature: MyFeature`"
        )
    }

    @Test func missingFeature() {
        expectSingleIssue(
            "entities:\n  Workout: {}\n", "missing required key `feature`", line: 1, column: 1,
            hint: "name the feature, e.g. `feature: Workouts`"
        )
    }

    @Test func unknownKeyInEntitySuggestsTheKnownOne() {
        expectSingleIssue(
            """
            feature: Workouts
            entities:
              Workout:
                propertes:
                  name: String
            """,
            "unknown key `propertes` in entity `Workout`", line: 4, column: 5, hint: "did you mean `properties`?"
        )
    }

    @Test func unknownTopLevelKeyWithoutCloseMatchListsTheKeys() {
        expectSingleIssue(
            "feature: Workouts\nversion: 2\n", "unknown key `version` in the spec", line: 2, column: 1,
            hint: "expected one of: `feature`, `module`, `app`, `summary`, `entities`, `enums`, `repositories`, `services`, `useCases`, `errors`, `data`"
        )
    }

    @Test func unknownKeysAreFoundAtEveryLevel() {
        let found = issues(
            """
            feature: Workouts
            entitis: {}
            entities:
              Workout:
                properties:
                  name: { type: String, mutable: true }
            enums:
              Kind: { cases: [a], docs: x }
            repositories:
              Workout: { querys: {} }
            useCases:
              - { name: CreateWorkout, rules: x }
            errors:
              bad: { mesage: x }
            """
        )
        #expect(
            found.map(\.message) == [
                "unknown key `entitis` in the spec",
                "unknown key `mutable` in property `name` of `Workout`",
                "unknown key `docs` in enum `Kind`",
                "unknown key `querys` in the repository of `Workout`",
                "unknown key `rules` in a use case",
                "unknown key `mesage` in error `bad`",
            ])
        #expect(
            found.map(\.hint) == [
                "did you mean `entities`?", "expected one of: `type`, `references`, `optional`, `var`, `default`, `doc`, `wire`",
                "did you mean `doc`?", "did you mean `queries`?", "did you mean `rule`?", "did you mean `message`?",
            ])
    }

    @Test func anchorsWorkAndMergeKeysAreExplained() throws {
        let model = try load(
            """
            feature: Workouts
            entities:
              Workout:
                properties: &timestamps
                  createdAt: Date
                  updatedAt: Date
              Program:
                properties: *timestamps
            """
        )
        #expect(model.entity(named: "Program")?.properties.map(\.name) == ["createdAt", "updatedAt"])
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout: &base { doc: A session. }\n  Program:\n    <<: *base\n",
            "unknown key `<<` in entity `Program`", line: 5, column: 5,
            hint: "YAML merge keys are not supported; write the keys out (anchors and aliases do work)"
        )
    }

    @Test func listWhereMappingExpected() {
        expectSingleIssue(
            "feature: Workouts\nentities: [Workout, Exercise]\n",
            "expected a mapping for `entities`, found a list", line: 2, column: 11
        )
    }

    @Test func mappingWhereListExpected() {
        expectSingleIssue(
            "feature: Workouts\nuseCases: { CreateWorkout: {} }\n",
            "expected a list for `useCases`, found a mapping", line: 2, column: 11
        )
    }

    @Test func textWhereMappingExpected() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout: just a workout\n",
            "expected a mapping for entity `Workout`, found `just a workout`", line: 3, column: 12
        )
    }

    @Test func boolExpected() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout:\n    properties:\n      name: { type: String, var: sometimes }\n",
            "expected `true` or `false` for `var` of property `name` of `Workout`, found `sometimes`", line: 5, column: 34
        )
    }

    @Test func unquotedArrayTypeGetsAQuotingHint() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout:\n    properties:\n      tags: [String]\n",
            "expected a type for property `tags` of `Workout`, found a list", line: 5, column: 13,
            hint: "YAML reads an unquoted `[…]` as a list; quote the type, e.g. \"[Exercise]\""
        )
    }

    @Test func propertyWithoutType() {
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout:\n    properties:\n      name:\n",
            "property `name` of `Workout` has no type", line: 5, column: 7,
            hint: "write `name: String` or `name: { type: String }`"
        )
        expectSingleIssue(
            "feature: Workouts\nentities:\n  Workout:\n    properties:\n      name: { doc: The name }\n",
            "property `name` of `Workout` needs `type` or `references`", line: 5, column: 13,
            hint: "e.g. `{ type: String }` or `{ references: OtherEntity }`"
        )
    }

    @Test func useCaseWithoutName() {
        expectSingleIssue(
            "feature: Workouts\nentities: { Workout: {} }\nuseCases:\n  - { kind: create, entity: Workout }\n",
            "use case needs a `name`", line: 4, column: 5, hint: "e.g. `name: CreateWorkout`"
        )
    }

    @Test func enumWithoutCases() {
        expectSingleIssue(
            "feature: Workouts\nenums:\n  Kind: { doc: Empty }\n",
            "enum `Kind` has no cases", line: 3, column: 3, hint: "add `cases: [first, second]`"
        )
    }

    @Test func everyProblemIsReportedInOneThrowSortedByPosition() {
        let found = issues(
            """
            entities:
              workout:
                properties:
                  name: Strng
            enums:
              Kind: { cases: [a, a] }
            """
        )
        #expect(
            found.map(\.message) == [
                "missing required key `feature`",
                "entity name `workout` must start with an uppercase letter",
                "unknown type `Strng` in property `name` of `workout`",
                "duplicate case `a` in enum `Kind`",
            ])
        #expect(found.allSatisfy { $0.location?.file == specFile })
    }
}
