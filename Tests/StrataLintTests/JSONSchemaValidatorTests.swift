import Foundation
import Testing

/// The test-support JSON Schema validator rejects what it must — one bad document per keyword —
/// so that "valid against the schema" in the reporter tests means something.
@Suite("JSON Schema validator")
struct JSONSchemaValidatorTests {
    /// A minimal valid SARIF log, with one result, to break in one place per test.
    static let valid = """
        {"version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "runs": [{
          "tool": {"driver": {"name": "strata", "informationUri": "https://example.com/lint", "rules": [{"id": "a"}, {"id": "b"}]}},
          "results": [{"ruleId": "a", "level": "warning", "message": {"text": "m"},
            "locations": [{"physicalLocation": {"artifactLocation": {"uri": "Sources/A%20B.swift", "uriBaseId": "SRCROOT"},
              "region": {"startLine": 1, "startColumn": 1}}}]}]}]}
        """

    static func violations(_ document: String) throws -> [String] {
        try SARIFSchema.violations(of: Data(document.utf8))
    }

    /// `valid` with `old` replaced by `new` (which must occur).
    static func broken(_ old: String, _ new: String) throws -> [String] {
        #expect(valid.contains(old), "the test's anchor `\(old)` is not in the document")
        return try violations(valid.replacingOccurrences(of: old, with: new))
    }

    static func validator(_ schema: String) throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schema: JSONValue.parse(schema))
    }

    @Test func theVendoredSchemaIsTheOfficialOne() throws {
        let url = try #require(SARIFSchema.url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.count == 112_768)
        #expect(text.contains(#""id": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json""#))
        _ = try SARIFSchema.validator.get()  // every keyword it uses is one the validator enforces
    }

    @Test func aValidLogPasses() throws {
        #expect(try Self.violations(Self.valid) == [])
    }

    @Test func aWrongTypeIsRejected() throws {
        #expect(
            try Self.broken(#""startLine": 1,"#, #""startLine": "1","#)
                == [#"$.runs[0].results[0].locations[0].physicalLocation.region.startLine: expected integer, found `1`"#])
    }

    @Test func aFractionIsNotAnInteger() throws {
        #expect(try Self.broken(#""startLine": 1,"#, #""startLine": 1.5,"#).first?.contains("expected integer, found 1.5") == true)
    }

    @Test func aValueOutsideTheEnumIsRejected() throws {
        #expect(
            try Self.broken(#""level": "warning""#, #""level": "fatal""#)
                == ["$.runs[0].results[0].level: `fatal` is not one of `none`, `note`, `warning`, `error`"])
    }

    @Test func aMissingRequiredPropertyIsRejected() throws {
        #expect(try Self.broken(#""name": "strata", "#, "") == ["$.runs[0].tool.driver: required property `name` is missing"])
    }

    @Test func anUnknownPropertyIsRejectedWhereAdditionalPropertiesIsFalse() throws {
        #expect(
            try Self.broken(#""ruleId": "a","#, #""ruleId": "a", "severity": "high","#)
                == ["$.runs[0].results[0]: property `severity` is not allowed"])
    }

    @Test func aMapValueOfTheWrongTypeIsRejected() throws {
        #expect(
            try Self.broken(#""ruleId": "a","#, #""ruleId": "a", "partialFingerprints": {"v1": 7},"#)
                == ["$.runs[0].results[0].partialFingerprints.v1: expected string, found 7"])
    }

    @Test func aNumberBelowTheMinimumIsRejected() throws {
        #expect(
            try Self.broken(#""startColumn": 1"#, #""startColumn": 0"#)
                == ["$.runs[0].results[0].locations[0].physicalLocation.region.startColumn: 0 is below the minimum 1"])
    }

    @Test func aNumberAboveTheMaximumIsRejected() throws {
        #expect(
            try Self.broken(#""level": "warning","#, #""level": "warning", "rank": 101,"#)
                == ["$.runs[0].results[0].rank: 101 is above the maximum 100"])
    }

    @Test func tooFewItemsAreRejected() throws {
        let fix = #""fixes": [{"artifactChanges": []}],"#
        #expect(
            try Self.broken(#""ruleId": "a","#, #""ruleId": "a", "# + fix)
                == ["$.runs[0].results[0].fixes[0].artifactChanges: 0 items, fewer than the minimum 1"])
    }

    @Test func repeatedItemsAreRejectedWhereTheyMustBeUnique() throws {
        #expect(
            try Self.broken(#"{"id": "b"}"#, #"{"id": "a"}"#)
                == ["$.runs[0].tool.driver.rules[1]: repeats an earlier item, but items must be unique"])
    }

    @Test func anItemOfTheWrongShapeIsRejected() throws {
        #expect(try Self.broken(#"{"id": "b"}"#, #"{"name": "b"}"#) == ["$.runs[0].tool.driver.rules[1]: required property `id` is missing"])
    }

    @Test func aStringThatDoesNotMatchThePatternIsRejected() throws {
        #expect(
            try Self.broken(#""ruleId": "a","#, #""ruleId": "a", "guid": "not-a-guid","#).first?
                .hasPrefix("$.runs[0].results[0].guid: `not-a-guid` does not match the pattern") == true)
    }

    @Test func aRelativeURIIsRejectedWhereAnAbsoluteOneIsRequired() throws {
        #expect(
            try Self.broken("https://example.com/lint", "docs/LINT.md")
                == ["$.runs[0].tool.driver.informationUri: `docs/LINT.md` is not an absolute URI (no scheme)"])
    }

    @Test func aURIWithASpaceIsRejected() throws {
        #expect(try Self.broken("A%20B.swift", "A B.swift").first?.contains("has a character a URI may not hold") == true)
    }

    @Test func aBrokenPercentEscapeIsRejected() throws {
        #expect(try Self.broken("A%20B.swift", "A%2B%G1.swift").first?.contains("is not a percent-escape") == true)
    }

    @Test func aMalformedDateTimeIsRejected() throws {
        let invocation = #""invocations": [{"executionSuccessful": true, "startTimeUtc": "yesterday"}], "results""#
        #expect(try Self.broken(#""results""#, invocation) == ["$.runs[0].invocations[0].startTimeUtc: `yesterday` is not an RFC 3339 date-time"])
    }

    @Test func anObjectMatchingNoAnyOfBranchIsRejected() throws {
        #expect(try Self.broken(#"{"text": "m"}"#, #"{"markdown": "m"}"#).first?.hasPrefix("$.runs[0].results[0].message: matches none of anyOf") == true)
    }

    @Test func anObjectMatchingTwoOneOfBranchesIsRejected() throws {
        let traversal = #""graphTraversals": [{"runGraphIndex": 0, "resultGraphIndex": 0}], "ruleId""#
        #expect(try Self.broken(#""ruleId""#, traversal) == ["$.runs[0].results[0].graphTraversals[0]: matches 2 of oneOf's 2 schemas, not exactly one"])
    }

    @Test func textThatIsNotJSONIsRejected() throws {
        #expect(try Self.violations(#"{"version": "2.1.0", "runs": ["#) == ["$: not JSON"])
    }

    @Test func aUnionTypeAcceptsEachOfItsTypes() throws {
        #expect(try Self.violations(#"{"version": "2.1.0", "runs": null}"#) == [])
        #expect(try Self.violations(#"{"version": "2.1.0", "runs": 3}"#) == ["$.runs: expected array or null, found 3"])
    }

    @Test func allOfAndNotAreEnforced() throws {
        let validator = try Self.validator(#"{"allOf": [{"minLength": 2}, {"maxLength": 3}], "not": {"enum": ["no"]}}"#)
        #expect(validator.validate(.string("abc")) == [])
        #expect(validator.validate(.string("abcd")).map(\.message) == ["`abcd` is longer than 3 characters"])
        #expect(validator.validate(.string("no")).map(\.message) == ["matches the schema under `not`"])
    }

    @Test func aSchemaWithAnUnsupportedKeywordIsRefused() {
        #expect(throws: JSONSchemaValidator.SchemaError.unsupportedKeyword("patternProperties", at: "#")) {
            try Self.validator(#"{"type": "object", "patternProperties": {"^x-": {"type": "string"}}}"#)
        }
    }

    @Test func aSchemaWithTupleItemsIsRefused() {
        #expect(throws: JSONSchemaValidator.SchemaError.unsupportedKeyword("items (as a list of schemas)", at: "#")) {
            try Self.validator(#"{"items": [{"type": "string"}]}"#)
        }
    }

    @Test func aSchemaWithADanglingReferenceIsRefused() {
        #expect(throws: JSONSchemaValidator.SchemaError.unresolvableReference("`#/definitions/missing`", at: "#/properties/a")) {
            try Self.validator(##"{"properties": {"a": {"$ref": "#/definitions/missing"}}, "definitions": {}}"##)
        }
    }
}
