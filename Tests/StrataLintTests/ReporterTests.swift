import Foundation
import StrataLint
import StrataModel
import Testing

/// Each output format, on the same small report (paths with spaces, messages with `%`, `:`, `,`,
/// a line break in a hint, a fix).
@Suite("Reporters")
struct ReporterTests {
    static let report: LintReport = {
        let rules = RuleRegistry.descriptions.filter { ["layer-imports", "optional-map-on-single-value"].contains($0.id) }
        let fix = Fix(summary: "use `Optional.map`: remove the `?`", isSafe: true, edits: [TextEdit(line: 34, column: 30, length: 1, replacement: "")])
        return LintReport(
            root: "/work/My App",
            findings: [
                Finding(
                    ruleID: "layer-imports", severity: .error, location: SourceLocation(file: "Domain/Recovery Score.swift", line: 2, column: 1),
                    message: "Domain file imports `UIKit`: 100% wrong, really", hint: "move it\nto Presentation"),
                Finding(
                    ruleID: "optional-map-on-single-value", severity: .warning, location: SourceLocation(file: "Data/Source.swift", line: 34, column: 30),
                    message: "`a?.map(f)` maps a single optional", fix: fix),
            ],
            filesChecked: 12, rules: rules, suppressedCount: 1, baselinedCount: 2)
    }()

    @Test func compilerStyleIsWhatXcodeParses() {
        let text = CompilerStyleReporter().render(Self.report)
        #expect(
            text == """
                /work/My App/Domain/Recovery Score.swift:2:1: error: Domain file imports `UIKit`: 100% wrong, really [layer-imports]
                /work/My App/Domain/Recovery Score.swift:2:1: note: move it
                to Presentation
                /work/My App/Data/Source.swift:34:30: warning: `a?.map(f)` maps a single optional [optional-map-on-single-value]

                """)
    }

    @Test func githubAnnotationsAreEscaped() {
        let lines = GitHubReporter().render(Self.report).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines[0]
                == "::error file=Domain/Recovery Score.swift,line=2,col=1,title=layer-imports%3A Domain imports only Foundation::Domain file imports `UIKit`: 100%25 wrong, really%0Amove it%0Ato Presentation"
        )
        #expect(lines[1].hasPrefix("::warning file=Data/Source.swift,line=34,col=30,title=optional-map-on-single-value%3A "))
    }

    @Test func jsonHasStableKeysAndRelativePaths() throws {
        let data = Data(JSONReporter().render(Self.report).utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1 && summary["warnings"] as? Int == 1 && summary["suppressed"] as? Int == 1 && summary["baselined"] as? Int == 2)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.first?["file"] as? String == "Domain/Recovery Score.swift")
        #expect(findings.first?["impact"] as? String == "HIGH")
        #expect((findings.last?["fix"] as? [String: Any])?["isSafe"] as? Bool == true)
    }

    @Test func sarifIsValidAgainstTheOfficialSchema() throws {
        let data = Data(SARIFReporter(toolVersion: "0.1.0").render(Self.report).utf8)
        #expect(try SARIFSchema.violations(of: data) == [])
        let json = try JSONSerialization.jsonObject(with: data)
        let log = try #require(json as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let location = try #require((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Domain/Recovery%20Score.swift")
        #expect(((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])?["uri"] as? String == "file:///work/My%20App/")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["layer-imports", "optional-map-on-single-value"])
        #expect(results.last?["ruleIndex"] as? Int == 1)
        #expect(results.last?["fixes"] != nil)
    }

    /// The same check on a whole real run: every rule's document in the driver, every finding of a fixture.
    @Test func sarifOfARealRunIsValid() async throws {
        let outcome = try await Fixtures.lint("popcorn")
        #expect(try SARIFSchema.violations(of: Data(SARIFReporter().render(outcome.report).utf8)) == [])
    }

    /// Stale-suppression fixes delete to the end of the line: SARIF needs where that is. They used to
    /// come out as `endColumn: column - 1` (0 for a comment at column 1), which the schema rejects.
    @Test func sarifFixesThatRunToTheEndOfALineAreMeasuredInTheFile() async throws {
        let source = "// App/Domain/Entities/A.swift\n// strata:disable:next layer-imports -- was UIKit\nimport Foundation\nlet a = 1 // strata:disable:this dto-boundary -- old\n"
        let project = try ExampleProject(files: RuleExample("", code: source).files)
        defer { project.remove() }
        let report = try await project.lint().report
        #expect(report.findings.map(\.ruleID) == ["unused-suppression", "unused-suppression"])
        let data = Data(SARIFReporter(source: SARIFReporter.files(under: report.root)).render(report).utf8)
        #expect(try SARIFSchema.violations(of: data) == [])
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let regions = results.map { result in
            (((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?
                .first?["deletedRegion"] as? [String: Int]
        }
        #expect(regions[0] == ["startLine": 2, "startColumn": 1, "endLine": 3, "endColumn": 1], "the whole line, with its line break")
        #expect(regions[1] == ["startLine": 4, "startColumn": 10, "endLine": 4, "endColumn": 53], "from the blank before the comment to the end of the line")
    }

    /// SARIF's `columnKind` is code points; Strata's columns are UTF-8 bytes. On a line with `é` and
    /// an emoji before the finding they differ (here byte 22 is code point 18), and SARIF must say 18.
    @Test func sarifColumnsAreCodePointsOnLinesWithNonASCIIText() throws {
        let line = "let café = \"🏃\"; a?.map(f)"
        let byteColumn = Array(line.utf8).firstIndex(of: UInt8(ascii: "?"))! + 1
        let codePointColumn = Array(line.unicodeScalars).firstIndex(of: "?")! + 1
        #expect((byteColumn, codePointColumn) == (22, 18))
        let fix = Fix(summary: "remove the `?`", isSafe: true, edits: [TextEdit(line: 2, column: byteColumn, length: 1, replacement: "")])
        let finding = Finding(
            ruleID: "optional-map-on-single-value", severity: .warning,
            location: SourceLocation(file: "A.swift", line: 2, column: byteColumn), message: "m", fix: fix)
        let text = "import Foundation\n\(line)\n"
        let reporter = SARIFReporter(source: { $0 == "A.swift" ? text : nil })
        let data = Data(reporter.render(LintReport(root: "/p", findings: [finding], filesChecked: 1, rules: [])).utf8)
        #expect(try SARIFSchema.violations(of: data) == [])
        let result = try #require(
            ((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["runs"] as? [[String: Any]])?
                .first?["results"] as? [[String: Any]]
        ).first
        let region = ((result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        #expect(region == ["startLine": 2, "startColumn": 18])
        let deleted =
            (((result?["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?
            .first?["deletedRegion"] as? [String: Int]
        #expect(deleted == ["startLine": 2, "startColumn": 18, "endColumn": 19])

        // Without the text the column cannot be converted and is left as it is.
        let unconverted = String(decoding: SARIFReporter().render(LintReport(root: "/p", findings: [finding], filesChecked: 1, rules: [])).utf8, as: UTF8.self)
        #expect(unconverted.contains("\"startColumn\" : 22"))
    }

    @Test func sarifLeavesOutFixesItCannotPlace() throws {
        let stale = Finding(
            ruleID: "unused-suppression", severity: .warning, location: SourceLocation(file: "Gone.swift", line: 1, column: 1),
            message: "m", fix: Fix(summary: "remove", isSafe: true, edits: [TextEdit(line: 1, column: 1, length: TextEdit.restOfLine, replacement: "")]))
        let data = Data(SARIFReporter().render(LintReport(root: "/nowhere", findings: [stale], filesChecked: 1, rules: [])).utf8)
        #expect(try SARIFSchema.violations(of: data) == [])
        #expect(!String(decoding: data, as: UTF8.self).contains("\"fixes\""))
    }

    @Test func markdownSummarisesPerRuleThenLists() {
        let text = MarkdownReporter().render(Self.report)
        #expect(text.hasPrefix("## Strata lint\n\n1 error, 1 warning in 12 files (1 suppressed, 2 baselined).\n"))
        #expect(text.contains("| `layer-imports` — Domain imports only Foundation | HIGH | error | 1 |"))
        #expect(text.contains("| `Domain/Recovery Score.swift:2` | `layer-imports` | Domain file imports `UIKit`: 100% wrong, really |"))
        #expect(MarkdownReporter().render(LintReport(root: "/", findings: [], filesChecked: 3, rules: [])).contains("No findings"))
    }
}
