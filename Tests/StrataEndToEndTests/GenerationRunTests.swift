import Foundation
import StrataCLI
import StrataGenerate
import StrataModel
import StrataWorkspace
import Testing

/// The safety promises of `generate`, end to end through the same entry point the CLI uses.
@Suite("Generation run")
struct GenerationRunTests {
    func request(_ root: URL, dryRun: Bool = false, force: Bool = false, spec: GenerationRequest.SpecSource = .example("workouts")) -> GenerationRequest {
        GenerationRequest(spec: spec, output: root, presetOverride: "contract", dryRun: dryRun, force: force)
    }

    @Test("Running twice changes nothing the second time")
    func idempotent() async throws {
        let directory = try TemporaryDirectory("twice")
        defer { directory.cleanUp() }
        let first = try await GenerationRun.run(request(directory.url))
        #expect(first.report?.created.isEmpty == false)
        let manifest = try Data(contentsOf: directory.url.appendingPathComponent(".strata/manifest.json"))
        let second = try await GenerationRun.run(request(directory.url))
        #expect(second.report?.written.isEmpty == true)
        #expect(second.plan.entries.allSatisfy { $0.action == .unchanged })
        #expect(try Data(contentsOf: directory.url.appendingPathComponent(".strata/manifest.json")) == manifest)
    }

    @Test("The Data layer is in the dry-run diff and the manifest; --no-data leaves it out, and plans the removal of the Data files this feature wrote")
    func dataLayerIsPlannedWrittenAndOwned() async throws {
        let directory = try TemporaryDirectory("data")
        defer { directory.cleanUp() }
        let repository = "Features/Workouts/Sources/Data/Repositories/WorkoutRepository.swift"
        let dry = try await GenerationRun.run(request(directory.url, dryRun: true))
        #expect(dry.plan.unifiedDiff.contains("+++ b/\(repository)"))
        _ = try await GenerationRun.run(request(directory.url))
        let manifest = try String(contentsOf: directory.url.appendingPathComponent(".strata/manifest.json"), encoding: .utf8)
        #expect(manifest.contains(repository))
        var withoutData = request(directory.url, dryRun: true)
        withoutData.options.dataLayer = false
        let plan = try await GenerationRun.run(withoutData).plan
        #expect(!plan.entries.contains { $0.path.contains("/Data/") && $0.action != .delete })
        #expect(plan.entries.contains { $0.path == repository && $0.action == .delete })
    }

    @Test("A dry run writes nothing and shows a diff of every file")
    func dryRun() async throws {
        let directory = try TemporaryDirectory("dry")
        defer { directory.cleanUp() }
        let outcome = try await GenerationRun.run(request(directory.url, dryRun: true))
        #expect(outcome.report == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
        let diff = outcome.plan.unifiedDiff
        for entry in outcome.plan.entries {
            #expect(diff.contains("+++ b/\(entry.path)"))
        }
    }

    @Test("A file edited by hand is kept and reported; --force overwrites it")
    func editedFilesAreKept() async throws {
        let directory = try TemporaryDirectory("edited")
        defer { directory.cleanUp() }
        let first = try await GenerationRun.run(request(directory.url))
        let path = try #require(first.plan.entries.first { $0.path.hasSuffix("CalculateWeeklyVolumeUseCase.swift") }?.path)
        let url = directory.url.appendingPathComponent(path)
        let edited = try String(contentsOf: url, encoding: .utf8) + "// my business rule\n"
        try edited.write(to: url, atomically: true, encoding: .utf8)

        let second = try await GenerationRun.run(request(directory.url))
        #expect(second.report?.skipped.map(\.path) == [path])
        #expect(try String(contentsOf: url, encoding: .utf8) == edited)

        let forced = try await GenerationRun.run(request(directory.url, force: true))
        #expect(forced.report?.overwritten == [path])
        #expect(try String(contentsOf: url, encoding: .utf8) != edited)
    }

    @Test("A spec with errors writes nothing")
    func invalidSpecWritesNothing() async throws {
        let directory = try TemporaryDirectory("invalid")
        defer { directory.cleanUp() }
        let spec = "feature: Broken\nentities:\n  Thing:\n    properties:\n      name: Strng\n"
        await #expect(throws: StrataIssues.self) {
            try await GenerationRun.run(request(directory.url, spec: .text(spec, file: "broken.yml")))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test("The design document has the Domain Design sections: entities, repositories, use cases, Data Layer Notes")
    func designDocument() async throws {
        let markdown = try await GenerationRun.design(GenerationRequest(spec: .example("notifications"), output: URL(fileURLWithPath: "/nonexistent-strata-project")))
        #expect(markdown.hasPrefix("## Domain Design: "))
        for heading in ["### Entities", "### Repository", "### Use Cases", "### Data Layer Notes", "```mermaid", "classDiagram"] {
            #expect(markdown.contains(heading), "missing \(heading)")
        }
        #expect(markdown.contains("**File**: `"))
        #expect(markdown.contains("**Dependencies**: "))
    }
}
