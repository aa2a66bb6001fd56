import Foundation
import StrataCLI
import StrataModel
import StrataWorkspace
import Testing

/// `generate` run again into its own output after the spec changed: what the new spec no longer
/// produces goes (or is reported), and a kept edit the spec changed meanwhile is a named conflict.
@Suite("Regeneration")
struct RegenerationTests {
    static func spec(useCases: [String], properties: String = "title: String") -> String {
        """
        feature: Journal
        entities:
          Note:
            properties:
              \(properties)
        repositories:
          Note:
            operations: [save, fetchByID, fetchAll, delete]
        useCases: [\(useCases.joined(separator: ", "))]

        """
    }

    func run(_ root: URL, _ spec: String, dryRun: Bool = false) async throws -> GenerationOutcome {
        try await GenerationRun.run(
            GenerationRequest(
                spec: .text(spec, file: "journal.yml"), output: root, presetOverride: "contract", dryRun: dryRun))
    }

    func exists(_ root: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    func manifest(_ root: URL) throws -> Manifest {
        try Manifest.decode(Data(contentsOf: root.appendingPathComponent(Manifest.relativePath)), path: "manifest")
    }

    /// Generates the one-use-case spec and edits the entity by hand (`edit` maps its text; by
    /// default a line is appended): its path and new text.
    func generateAndEditEntity(
        _ root: URL, edit: (String) -> String = { $0 + "// reviewed\n" }
    ) async throws -> (path: String, text: String) {
        let first = try await run(root, Self.spec(useCases: ["CreateNote"]))
        let entity = try #require(first.plan.entries.map(\.path).first { $0.hasSuffix("/Note.swift") && !$0.contains("Test") })
        let url = root.appendingPathComponent(entity)
        let edited = edit(try String(contentsOf: url, encoding: .utf8))
        try edited.write(to: url, atomically: true, encoding: .utf8)
        return (entity, edited)
    }

    /// The entity edited on the line a new property goes after: the change and the edit meet.
    static func commentTitle(_ text: String) -> String {
        text.replacingOccurrences(of: "let title: String\n", with: "let title: String  // shown in bold\n")
    }

    static let withPinned = spec(useCases: ["CreateNote"], properties: "title: String\n      pinned: Bool")

    @Test("A use case taken out of the spec loses its use case, mock and test, on disk and in the manifest")
    func removedUseCaseIsDeleted() async throws {
        let directory = try TemporaryDirectory("regen-removed")
        defer { directory.cleanUp() }
        let first = try await run(directory.url, Self.spec(useCases: ["CreateNote", "GetNote", "DeleteNote"]))
        let deleteFiles = first.plan.entries.map(\.path).filter { $0.contains("DeleteNote") }
        #expect(deleteFiles.count >= 3, "use case, mock and test: \(deleteFiles)")
        // A file of the project's own beside them, named like a generated one, is never a candidate.
        let own = try #require(deleteFiles.first).replacingOccurrences(of: "DeleteNote", with: "DeleteNoteHelper")
        try "struct Mine {}\n".write(to: directory.url.appendingPathComponent(own), atomically: true, encoding: .utf8)

        let dry = try await run(directory.url, Self.spec(useCases: ["CreateNote", "GetNote"]), dryRun: true)
        #expect(dry.plan.entries.filter { $0.action == .delete }.map(\.path).sorted() == deleteFiles.sorted())
        #expect(deleteFiles.allSatisfy { exists(directory.url, $0) })

        let second = try await run(directory.url, Self.spec(useCases: ["CreateNote", "GetNote"]))
        #expect(second.report?.deleted.sorted() == deleteFiles.sorted())
        #expect(!deleteFiles.contains { exists(directory.url, $0) })
        #expect(exists(directory.url, own))
        let recorded = try manifest(directory.url)
        #expect(!recorded.files.keys.contains { $0.contains("DeleteNote") })
        #expect(recorded.generated["Journal"]?.contains { $0.contains("DeleteNote") } == false)
        #expect(second.warnings.isEmpty, "\(second.warnings)")
        // The files that remain reference no removed type.
        for path in recorded.files.keys {
            let text = try String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.contains("DeleteNoteUseCase"), "\(path) still refers to the removed use case")
        }

        let third = try await run(directory.url, Self.spec(useCases: ["CreateNote", "GetNote"]))
        #expect(third.report?.written.isEmpty == true)
    }

    @Test("A stale file edited by hand is kept and reported with its path and what to do")
    func editedStaleFileIsKeptAndReported() async throws {
        let directory = try TemporaryDirectory("regen-stale-edited")
        defer { directory.cleanUp() }
        let first = try await run(directory.url, Self.spec(useCases: ["CreateNote", "DeleteNote"]))
        let useCase = try #require(first.plan.entries.map(\.path).first { $0.hasSuffix("/DeleteNoteUseCase.swift") })
        let url = directory.url.appendingPathComponent(useCase)
        let edited = try String(contentsOf: url, encoding: .utf8) + "// archived instead of deleted\n"
        try edited.write(to: url, atomically: true, encoding: .utf8)

        let second = try await run(directory.url, Self.spec(useCases: ["CreateNote"]))
        #expect(try String(contentsOf: url, encoding: .utf8) == edited)
        let issue = try #require(second.warnings.first { $0.location?.file == useCase })
        #expect(issue.severity == .warning)
        #expect(issue.message.contains("no longer produces"))
        #expect(issue.hint?.contains("delete it") == true)
        #expect(second.report?.deleted.contains { $0.contains("DeleteNote") } == true, "the unedited mock and test go")
        #expect(try manifest(directory.url).generated["Journal"]?.contains(useCase) == true, "reported again until resolved")
    }

    @Test("Files written by `strata mock`, `add usecase` or a person are not the feature's and are never removed")
    func onlyTheFeaturesRecordCounts() async throws {
        let directory = try TemporaryDirectory("regen-foreign")
        defer { directory.cleanUp() }
        // A manifest entry from another command, with no group: recorded, unedited, yet not generate's.
        _ = try await run(directory.url, Self.spec(useCases: ["CreateNote"]))
        let workspace = Workspace(root: directory.url)
        let other = "Sources/Other/ArchiveNoteUseCase.swift"
        _ = try workspace.apply(try workspace.plan([OutputFile(path: other, contents: "struct ArchiveNoteUseCase {}\n")], force: false))
        let second = try await run(directory.url, Self.spec(useCases: ["GetNote"]))
        #expect(exists(directory.url, other))
        #expect(second.report?.deleted.contains(other) == false)
    }

    @Test("A kept edit the spec changed meanwhile is an error naming the file; --dry-run shows the kept file against the new rendering")
    func conflictingKeptFileIsAnError() async throws {
        let directory = try TemporaryDirectory("regen-conflict")
        defer { directory.cleanUp() }
        let (entity, edited) = try await generateAndEditEntity(directory.url, edit: Self.commentTitle)
        #expect(edited.contains("// shown in bold"))
        let url = directory.url.appendingPathComponent(entity)
        let changed = Self.withPinned

        let dry = try await run(directory.url, changed, dryRun: true)
        let conflict = try #require(dry.plan.conflicts.first)
        #expect(dry.plan.conflicts.map(\.path) == [entity])
        #expect(conflict.diff.contains("+    public let pinned: Bool") || conflict.diff.contains("pinned: Bool"))
        #expect(conflict.diff.contains("// shown in bold"))
        let error = try #require(dry.warnings.first { $0.severity == .error })
        #expect(error.location?.file == entity)
        #expect(error.message.contains("conflict"))
        #expect(error.message.contains("touch the same lines"))
        let editedLine = try #require(edited.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("// shown in bold") })
        #expect(error.location?.line == editedLine + 1, "the error points at the line where the changes meet")

        let real = try await run(directory.url, changed)
        #expect(try String(contentsOf: url, encoding: .utf8) == edited, "the edit is kept")
        #expect(real.warnings.contains { $0.severity == .error && $0.location?.file == entity })
        // Reported once: the next run treats the file as an ordinary edited one.
        let again = try await run(directory.url, changed)
        #expect(again.plan.conflicts.isEmpty)
        #expect(!again.warnings.contains { $0.severity == .error })
    }

    @Test("A kept edit the spec did not change is no conflict")
    func keptEditWithoutSpecChangeIsNoConflict() async throws {
        let directory = try TemporaryDirectory("regen-no-conflict")
        defer { directory.cleanUp() }
        _ = try await generateAndEditEntity(directory.url)
        let second = try await run(directory.url, Self.spec(useCases: ["CreateNote"]))
        #expect(second.plan.conflicts.isEmpty)
        #expect(!second.warnings.contains { $0.severity == .error })
    }

    @Test("An edit and a spec change on different lines are merged; the next run changes nothing")
    func separateChangesAreMerged() async throws {
        let directory = try TemporaryDirectory("regen-merge")
        defer { directory.cleanUp() }
        let (entity, _) = try await generateAndEditEntity(directory.url)
        let url = directory.url.appendingPathComponent(entity)

        let dry = try await run(directory.url, Self.withPinned, dryRun: true)
        #expect(dry.plan.entries.first { $0.path == entity }?.action == .merge)
        #expect(!exists(directory.url, "\(Manifest.directoryName)/base/none"))

        let merged = try await run(directory.url, Self.withPinned)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("pinned: Bool"), "the spec's change")
        #expect(text.hasSuffix("}\n// reviewed\n"), "the person's edit")
        #expect(merged.report?.merged == [entity])
        #expect(!merged.warnings.contains { $0.severity == .error }, "\(merged.warnings)")
        #expect(merged.warnings.contains { $0.severity == .note && $0.location?.file == entity && $0.message.hasPrefix("merged") })
        // Still the person's file: the manifest records Strata's rendering, not the merge.
        #expect(try manifest(directory.url).files[entity] != ContentHash.of(text))

        let again = try await run(directory.url, Self.withPinned)
        #expect(again.report?.written.isEmpty == true)
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
        #expect(again.warnings.isEmpty, "\(again.warnings)")
    }

    @Test("A container edited by hand gains the factory of a use case added to the spec")
    func keptContainerGainsNewFactories() async throws {
        let directory = try TemporaryDirectory("regen-container")
        defer { directory.cleanUp() }
        let first = try await run(directory.url, Self.spec(useCases: ["CreateNote"]))
        let container = try #require(first.plan.entries.map(\.path).first { $0.hasSuffix("Container.swift") && !$0.contains("Test") })
        let url = directory.url.appendingPathComponent(container)
        let original = try String(contentsOf: url, encoding: .utf8)
        let edited = "// Wired by the app team: keep the analytics hook.\n" + original
        try edited.write(to: url, atomically: true, encoding: .utf8)

        let second = try await run(directory.url, Self.spec(useCases: ["CreateNote", "GetNote"]))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(second.report?.merged == [container])
        #expect(text.hasPrefix("// Wired by the app team"))
        #expect(text.contains("GetNoteUseCase"), "the new use case's factory:\n\(text)")
        #expect(!second.warnings.contains { $0.severity == .error }, "\(second.warnings)")
    }

    @Test("Without what Strata last wrote (a manifest from before merging), the kept edit is a conflict that says so")
    func missingBaseIsAConflict() async throws {
        let directory = try TemporaryDirectory("regen-no-base")
        defer { directory.cleanUp() }
        let (entity, edited) = try await generateAndEditEntity(directory.url)
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("\(Manifest.directoryName)/base"))

        let second = try await run(directory.url, Self.withPinned)
        #expect(try String(contentsOf: directory.url.appendingPathComponent(entity), encoding: .utf8) == edited)
        let error = try #require(second.warnings.first { $0.severity == .error && $0.location?.file == entity })
        #expect(error.message.contains("was not kept"))
    }

    @Test("Bases no generated file refers to any more are removed")
    func unreferencedBasesArePruned() async throws {
        let directory = try TemporaryDirectory("regen-prune")
        defer { directory.cleanUp() }
        _ = try await run(directory.url, Self.spec(useCases: ["CreateNote", "DeleteNote"]))
        let bases = directory.url.appendingPathComponent("\(Manifest.directoryName)/base")
        let before = try FileManager.default.contentsOfDirectory(atPath: bases.path).count
        _ = try await run(directory.url, Self.spec(useCases: ["CreateNote"]))
        let recorded = try manifest(directory.url)
        let referenced = Set(recorded.generated.values.joined().compactMap { recorded.files[$0] })
        let after = try FileManager.default.contentsOfDirectory(atPath: bases.path)
        #expect(after.count < before)
        #expect(Set(after) == Set(referenced.map { $0.replacingOccurrences(of: ":", with: "-") }))
    }
}
