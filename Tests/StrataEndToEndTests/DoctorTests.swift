import Foundation
import StrataCLI
import StrataModel
import Testing

/// `strata doctor` on one fixture project per problem it reports (`Tests/Fixtures/Doctor`).
@Suite("strata doctor")
struct DoctorTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Doctor")

    func doctor(_ name: String) async -> DoctorRun.Report {
        await DoctorRun.run(project: Self.fixtures.appendingPathComponent(name), useCache: false)
    }

    func problems(_ report: DoctorRun.Report) -> [StrataIssue] { report.issues.filter { $0.severity != .note } }

    @Test func aHealthyProjectHasNoProblems() async {
        let report = await doctor("healthy")
        #expect(report.isHealthy, "\(report.issues)")
        #expect(report.text.contains("domain: Sources/*/Domain/** — 1 file"), "\(report.text)")
        #expect(report.text.contains("every file falls in a layer"))
        #expect(report.text.contains("preset: vitalarc"))
        #expect(report.text.contains("swift-tools-version 6.0"))
    }

    @Test func aConfigErrorIsReportedWithItsPosition() async throws {
        let report = await doctor("bad-config")
        #expect(!report.isHealthy)
        let issue = try #require(problems(report).first { $0.message.contains("accesLevel") })
        #expect(issue.location?.file.hasSuffix("bad-config/.strata.yml") == true)
        #expect(issue.location?.line == 3)
        #expect(issue.hint == "did you mean `accessLevel`?")
        #expect(report.text.contains(".strata.yml does not load"))
    }

    @Test func aGlobThatMatchesNothingIsAProblem() async throws {
        let report = await doctor("empty-glob")
        let issue = try #require(problems(report).only)
        #expect(issue.message.contains("`layers.presentation` glob `Sources/*/UI/**` matches no Swift file"))
        #expect(issue.location?.line == 5)
        #expect(report.text.contains("presentation: Sources/*/UI/** — 0 files"))
    }

    @Test func filesInNoLayerAreListed() async throws {
        let report = await doctor("stray-files")
        let issue = try #require(problems(report).only)
        #expect(issue.message.contains("2 Swift files fall in no layer"))
        #expect(report.text.contains("    Sources/Notes/Helpers/Clock.swift"))
        #expect(report.text.contains("    Sources/Notes/Helpers/Formatting.swift"))
        #expect(!report.text.contains("    Package.swift"), "manifests are in no layer by nature")
    }

    @Test func aMissingTemplatesFolderIsAnError() async throws {
        let report = await doctor("missing-templates")
        let issue = try #require(problems(report).only)
        #expect(issue.severity == .error)
        #expect(issue.message.contains("strata-templates does not exist"))
        #expect(issue.location?.line == 2)
    }

    @Test func brokenAndUnknownTemplatesAreReportedAndOverridesListed() async throws {
        let report = await doctor("broken-templates")
        let found = problems(report)
        #expect(found.count == 2, "\(found)")
        let broken = try #require(found.first { $0.severity == .error })
        #expect(broken.message.contains("template `entity` does not parse"))
        #expect(broken.location?.file.hasSuffix("strata-templates/entity.mustache") == true)
        let unknown = try #require(found.first { $0.severity == .warning })
        #expect(unknown.message.contains("`usecse.mustache` matches no Strata template"))
        #expect(unknown.hint == "did you mean `usecase.mustache`?")
        #expect(report.text.contains("error.mustache replaces the built-in `error`"))
        #expect(report.text.contains("entity.mustache replaces the built-in `entity`"))
    }

    @Test func anOldToolsVersionIsAProblemForTypedThrows() async throws {
        let report = await doctor("old-tools")
        let issue = try #require(problems(report).only)
        #expect(issue.message.contains("swift-tools-version 5.9 is older than 6.0"))
        #expect(issue.message.contains("typed throws"))
        #expect(issue.location?.file.hasSuffix("old-tools/Package.swift") == true)
    }

    @Test func theCommandExitsZeroWhenHealthyAndOneWithProblems() throws {
        let cli = CLITests()
        let healthy = try cli.strata(["doctor", "--project", Self.fixtures.appendingPathComponent("healthy").path, "--no-cache"], in: Self.fixtures)
        #expect(healthy.status == 0, "\(healthy.output)")
        #expect(healthy.output.contains("healthy"))
        let sick = try cli.strata(["doctor", "--project", Self.fixtures.appendingPathComponent("empty-glob").path, "--no-cache"], in: Self.fixtures)
        #expect(sick.status == 1, "\(sick.output)")
        #expect(sick.output.contains(".strata.yml:5:19: warning: "), "\(sick.output)")
        #expect(sick.output.components(separatedBy: "matches no Swift file").count == 2, "the problem is printed once")
    }
}

extension Array {
    /// The one element, or nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
