import Foundation
import Testing

/// `strata lint`, `strata rules` and `strata explain` as a user and a CI job run them: exit codes,
/// several reports in one run, baseline adoption, fixes.
@Suite("strata lint CLI")
struct LintCLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Projects")

    /// A writable copy of a fixture project.
    static func copy(_ name: String, into directory: TemporaryDirectory) throws -> URL {
        let target = directory.url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: target)
        return target
    }

    func strata(_ arguments: [String], in directory: URL) throws -> ProcessRunner.Result {
        try CLITests().strata(arguments, in: directory)
    }

    @Test func findingsExitOneAndSeveralReportsAreWrittenInOneRun() throws {
        let directory = try TemporaryDirectory("lint-cli")
        defer { directory.cleanUp() }
        let project = try Self.copy("arclabs", into: directory)
        let result = try strata(
            [
                "lint", "--project", project.path, "--report", "xcode", "--report", "sarif:\(directory.url.path)/lint.sarif",
                "--report", "json:\(directory.url.path)/lint.json", "--report", "github",
            ], in: directory.url)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("\(project.path)/Sources/Dinely/Data/Repositories/RestaurantRepositoryImpl.swift:48:11: error: "))
        #expect(result.output.contains("[repository-error-mapping]"))
        #expect(result.output.contains("::error file=Sources/Dinely/Data/Repositories/RestaurantRepositoryImpl.swift,line=48,col=11,"))
        #expect(result.output.contains("3 errors, 0 warnings in 35 files"))
        #expect(!result.output.contains("\u{1B}["), "no colour in pipes")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.url.appendingPathComponent("lint.sarif"))) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.url.appendingPathComponent("lint.json"))) as? [String: Any]
        #expect((json?["findings"] as? [Any])?.count == 3)
    }

    @Test func aCleanProjectExitsZeroAndStrictCountsWarnings() throws {
        let directory = try TemporaryDirectory("lint-clean")
        defer { directory.cleanUp() }
        let clean = try strata(["lint", "--project", Self.fixtures.appendingPathComponent("clinic").path, "--no-cache"], in: directory.url)
        #expect(clean.status == 0, "\(clean.output)")
        let popcorn = Self.fixtures.appendingPathComponent("popcorn").path
        let warnings = try strata(["lint", "--project", popcorn, "--no-cache", "--rule", "mapper-completeness"], in: directory.url)
        #expect(warnings.status == 0, "\(warnings.output)")
        #expect(warnings.output.contains("warning: "))
        let strict = try strata(["lint", "--project", popcorn, "--no-cache", "--rule", "mapper-completeness", "--strict"], in: directory.url)
        #expect(strict.status == 1)
    }

    @Test func usageAndConfigErrorsExitTwoWithALocation() throws {
        let directory = try TemporaryDirectory("lint-config")
        defer { directory.cleanUp() }
        try "lint:\n  rules:\n    dto-boundry: off\n".write(to: directory.url.appendingPathComponent(".strata.yml"), atomically: true, encoding: .utf8)
        let config = try strata(["lint"], in: directory.url)
        #expect(config.status == 2)
        #expect(config.output.contains(".strata.yml:3:5: error: unknown rule `dto-boundry` in `lint.rules`"), "\(config.output)")
        #expect(config.output.contains("did you mean `dto-boundary`?"))
        let format = try strata(["lint", "--report", "sarif2"], in: directory.url)
        #expect(format.status == 2)
        #expect(format.output.contains("unknown report format `sarif2` (did you mean `sarif`?)"))
        let missing = try strata(["lint", "--project", "/nonexistent/strata-project"], in: directory.url)
        #expect(missing.status == 2)
        #expect(missing.output.contains("/nonexistent/strata-project"))
    }

    @Test func baselineAdoptionThenOnlyNewFindingsAndTheBaselineShrinks() throws {
        let directory = try TemporaryDirectory("lint-baseline")
        defer { directory.cleanUp() }
        let project = try Self.copy("vitalarc", into: directory)
        let adopt = try strata(["lint", "--project", project.path, "--write-baseline"], in: directory.url)
        #expect(adopt.status == 0, "\(adopt.output)")
        #expect(adopt.output.contains("baseline: recorded 4 finding(s)"))
        let baseline = project.appendingPathComponent(".strata/lint-baseline.json")
        #expect(FileManager.default.fileExists(atPath: baseline.path))

        let quiet = try strata(["lint", "--project", project.path, "--baseline", baseline.path], in: directory.url)
        #expect(quiet.status == 0, "\(quiet.output)")
        #expect(quiet.output.contains("4 baselined"))

        // Fix one flaw (the UIKit import) and add a new one elsewhere.
        let score = project.appendingPathComponent("VitalArc/Domain/Entities/RecoveryScore.swift")
        let text = try String(contentsOf: score, encoding: .utf8)
        try text.replacingOccurrences(of: "import UIKit\n", with: "").replacingOccurrences(of: "UIColor", with: "String")
            .write(to: score, atomically: true, encoding: .utf8)
        let workout = project.appendingPathComponent("VitalArc/Domain/Entities/Workout.swift")
        try ("import Combine\n" + String(contentsOf: workout, encoding: .utf8)).write(to: workout, atomically: true, encoding: .utf8)
        let after = try strata(["lint", "--project", project.path, "--baseline", baseline.path], in: directory.url)
        #expect(after.status == 1)
        #expect(after.output.contains("Workout.swift:1:1: error: Domain file imports `Combine`"))
        #expect(after.output.contains("note: fixed since the baseline"))
        let update = try strata(["lint", "--project", project.path, "--baseline", baseline.path, "--write-baseline"], in: directory.url)
        #expect(update.output.contains("dropped 1 fixed entry, kept 3; 1 new finding(s) not added"), "\(update.output)")
        let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: baseline)) as? [String: Any]
        #expect((entries?["entries"] as? [Any])?.count == 3)
    }

    @Test func fixShowsTheDiffAndDryRunWritesNothing() throws {
        let directory = try TemporaryDirectory("lint-fix")
        defer { directory.cleanUp() }
        let project = try Self.copy("popcorn", into: directory)
        let file = project.appendingPathComponent("Contexts/PopcornMovies/Sources/MoviesInfrastructure/DataSources/Local/SwiftDataMovieLocalDataSource.swift")
        let before = try String(contentsOf: file, encoding: .utf8)
        let preview = try strata(["lint", "--project", project.path, "--fix", "--dry-run"], in: directory.url)
        #expect(preview.output.contains("-        return entities.first?.map(mapper.map)\n+        return entities.first.map(mapper.map)"), "\(preview.output)")
        #expect(try String(contentsOf: file, encoding: .utf8) == before)
        let fixed = try strata(["lint", "--project", project.path, "--fix"], in: directory.url)
        #expect(fixed.output.contains("fixed 1 finding(s) in 1 file(s)"))
        #expect(fixed.status == 1, "the model-static-let error has no fix")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("return entities.first.map(mapper.map)"))
    }

    @Test func rulesAndExplain() throws {
        let directory = try TemporaryDirectory("lint-rules")
        defer { directory.cleanUp() }
        let rules = try strata(["rules"], in: directory.url)
        #expect(rules.status == 0)
        #expect(rules.output.contains("usecase-single-execute") && rules.output.contains("CRITICAL"))
        let explain = try strata(["explain", "repository-placement"], in: directory.url)
        #expect(explain.status == 0)
        #expect(explain.output.contains("impact: HIGH\nimpactDescription: O(1) data source swap"))
        #expect(explain.output.contains("**Incorrect (repository class in Domain importing networking — domain depends on data layer):**"))
        let unknown = try strata(["explain", "dto-boundry"], in: directory.url)
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("did you mean `dto-boundary`?"))
        for command in ["lint", "rules", "explain"] {
            let help = try strata([command, "--help"], in: directory.url)
            #expect(help.output.contains("strata \(command)"), "\(command) --help has no example")
        }
    }
}
