import Foundation
import StrataCLI
import StrataModel
import StrataWorkspace
import Testing

/// `generate` into the interactor fixture, whose one app-wide `ShopError` every feature shares:
/// the enum gains the Loyalty feature's cases in the same all-or-nothing write as the new files,
/// the edit is reported, a second run changes nothing, and a refused or failed run writes nothing.
@Suite("Generating into a project with one shared error enum")
struct SharedErrorGenerationTests {
    static let errorFile = "Shop/Core/ShopError.swift"

    static func request(_ root: URL, dryRun: Bool = false, force: Bool = false) -> GenerationRequest {
        GenerationRequest(spec: .text(ExistingProjectTests.loyaltySpec, file: "loyalty.yml"), output: root, dryRun: dryRun, force: force)
    }

    @Test("ShopError gains the missing cases in the same write, the edit is reported, and a second run changes nothing")
    func extendsOnceAndReports() async throws {
        let directory = try TemporaryDirectory("shared-error")
        defer { directory.cleanUp() }
        let (root, _) = try await FixtureProjects.copyWithInferredConfig("interactor", into: directory.url)
        let original = try String(contentsOf: root.appendingPathComponent(Self.errorFile), encoding: .utf8)

        let first = try await GenerationRun.run(Self.request(root))
        #expect(first.plan.skipped.isEmpty)
        #expect(first.plan.entries.filter { $0.action == .edit }.map(\.path) == [Self.errorFile])
        #expect(first.report?.updated == [Self.errorFile] && first.report?.created.count ?? 0 > 5)
        #expect(first.projectEdits.map { "\($0.path):\($0.line)" } == ["\(Self.errorFile):10"])
        #expect(first.projectEdits.first?.summary.contains("`loadFailed(description: String? = nil)`, `saveFailed(description: String? = nil)`") == true)
        let extended = try String(contentsOf: root.appendingPathComponent(Self.errorFile), encoding: .utf8)
        #expect(extended.hasPrefix(original.replacingOccurrences(of: "}\n", with: "")), "every existing line is kept")
        #expect(
            extended.hasSuffix(
                "  case orderNotCancellable(OrderStatus)\n  case loadFailed(description: String? = nil)\n  case saveFailed(description: String? = nil)\n  case unauthorized\n  case offline\n}\n"
            ))
        // The project's file, not Strata's: it stays out of the manifest.
        #expect(try Workspace(root: root).recordedFiles()[Self.errorFile] == nil)

        let before = try FixtureProjects.snapshot(root)
        let second = try await GenerationRun.run(Self.request(root))
        #expect(!second.plan.writesFiles && second.projectEdits.isEmpty && second.plan.skipped.isEmpty)
        #expect(try FixtureProjects.snapshot(root) == before)
    }

    @Test("A dry run shows the enum's diff and writes nothing; --force still extends the enum rather than replacing it")
    func dryRunAndForce() async throws {
        let directory = try TemporaryDirectory("shared-error-dry")
        defer { directory.cleanUp() }
        let (root, _) = try await FixtureProjects.copyWithInferredConfig("interactor", into: directory.url)
        let before = try FixtureProjects.snapshot(root)
        let dry = try await GenerationRun.run(Self.request(root, dryRun: true))
        #expect(dry.report == nil && dry.projectEdits.count == 1)
        #expect(dry.plan.unifiedDiff.contains("+++ b/\(Self.errorFile)\n@@ -14,4 +14,8 @@\n   case invalidQuery\n"))
        #expect(try FixtureProjects.snapshot(root) == before)

        let forced = try await GenerationRun.run(Self.request(root, force: true))
        #expect(forced.plan.entries.first { $0.path == Self.errorFile }?.action == .edit)
        let text = try String(contentsOf: root.appendingPathComponent(Self.errorFile), encoding: .utf8)
        #expect(text.contains("  case emptyCart\n") && text.contains("  case offline\n"))
    }

    @Test("A refused error type (declared twice) fails with both places and leaves the tree as it was")
    func refusedRunWritesNothing() async throws {
        let directory = try TemporaryDirectory("shared-error-twice")
        defer { directory.cleanUp() }
        let (root, _) = try await FixtureProjects.copyWithInferredConfig("interactor", into: directory.url)
        try "enum ShopError: Error {\n  case legacy\n}\n".write(to: root.appendingPathComponent("Shop/App/LegacyError.swift"), atomically: true, encoding: .utf8)
        let before = try FixtureProjects.snapshot(root)
        let issues = await Self.issues(Self.request(root))
        #expect(issues.map { $0.location?.description } == ["Shop/App/LegacyError.swift:1:6", "Shop/Core/ShopError.swift:10:6"])
        #expect(try FixtureProjects.snapshot(root) == before)
    }

    @Test("A failure after the enum's edit was planned (a folder where a new file goes) leaves the enum and the tree as they were")
    func laterFailureWritesNothing() async throws {
        let directory = try TemporaryDirectory("shared-error-blocked")
        defer { directory.cleanUp() }
        let (root, _) = try await FixtureProjects.copyWithInferredConfig("interactor", into: directory.url)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Shop/Core/Models/LoyaltyCard.swift"), withIntermediateDirectories: true)
        let before = try FixtureProjects.snapshot(root)
        let issues = await Self.issues(Self.request(root))
        #expect(issues.count == 1 && issues.first?.location?.file.hasSuffix("Shop/Core/Models/LoyaltyCard.swift") == true, "\(issues)")
        #expect(try FixtureProjects.snapshot(root) == before)
    }

    @Test("The CLI says it edits the project's file, with file:line, on a dry run and on a real one")
    func cliReportsTheEdit() async throws {
        let directory = try TemporaryDirectory("shared-error-cli")
        defer { directory.cleanUp() }
        let (root, _) = try await FixtureProjects.copyWithInferredConfig("interactor", into: directory.url)
        let spec = directory.url.appendingPathComponent("loyalty.yml")
        try ExistingProjectTests.loyaltySpec.write(to: spec, atomically: true, encoding: .utf8)
        let cli = CLITests()
        let dry = try cli.strata(["generate", "--spec", spec.path, "--output", root.path, "--dry-run"], in: directory.url)
        #expect(dry.status == 0, "\(dry.output)")
        #expect(dry.output.contains("\(Self.errorFile):10:1: note: would edit the project's file: `ShopError` gains the cases the Loyalty feature uses"))
        #expect(dry.output.contains("edit      \(Self.errorFile)") && dry.output.contains("+  case offline"))
        let real = try cli.strata(["generate", "--spec", spec.path, "--output", root.path], in: directory.url)
        #expect(real.status == 0, "\(real.output)")
        #expect(real.output.contains("\(Self.errorFile):10:1: note: edited the project's file:"))
        #expect(real.output.contains(" 0 updated, 1 project file edited, 0 unchanged, 0 kept"), "\(real.output)")
    }

    @Test(
        "The interactor project with the generated Loyalty feature builds without warnings and all its tests pass",
        .enabled(if: ProcessInfo.processInfo.environment["STRATA_SKIP_E2E"] == nil),
        .timeLimit(.minutes(10)))
    func generatedFeatureBuildsInsideTheProject() async throws {
        let directory = try TemporaryDirectory("shared-error-build")
        defer { directory.cleanUp() }
        let (root, _) = try await FixtureProjects.copyWithInferredConfig("interactor", into: directory.url)
        _ = try await GenerationRun.run(Self.request(root))
        guard let output = try PackageCheck.buildAndTest(root, what: "the interactor fixture with a generated Loyalty feature") else { return }
        // The project's own tests and the generated ones, which throw and compare the new `ShopError` cases.
        for test in ["test_callAsFunction_withOnlyZeroQuantities_throwsEmptyCart", "DefaultLoyaltyCardRepositoryTests", "FetchLoyaltyCardsInteractorTests"] {
            #expect(output.contains(test), "\(test) did not run:\n\(output.suffix(2000))")
        }
    }

    static func issues(_ request: GenerationRequest) async -> [StrataIssue] {
        do throws(StrataIssues) {
            _ = try await GenerationRun.run(request)
            return []
        } catch {
            return error.issues
        }
    }
}
