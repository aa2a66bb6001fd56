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
        try await GenerationRun.run(GenerationRequest(
            spec: .text(spec, file: "journal.yml"), output: root, presetOverride: "contract", dryRun: dryRun))
    }

    func exists(_ root: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    func manifest(_ root: URL) throws -> Manifest {
        try Manifest.decode(Data(contentsOf: root.appendingPathComponent(Manifest.relativePath)), path: "manifest")
    }

    /// Generates the one-use-case spec and appends a line to the entity by hand: its path and new text.
    func generateAndEditEntity(_ root: URL) async throws -> (path: String, text: String) {
        let first = try await run(root, Self.spec(useCases: ["CreateNote"]))
        let entity = try #require(first.plan.entries.map(\.path).first { $0.hasSuffix("/Note.swift") && !$0.contains("Test") })
        let url = root.appendingPathComponent(entity)
        let edited = try String(contentsOf: url, encoding: .utf8) + "// reviewed\n"
        try edited.write(to: url, atomically: true, encoding: .utf8)
        return (entity, edited)
    }

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
        let (entity, edited) = try await generateAndEditEntity(directory.url)
        let url = directory.url.appendingPathComponent(entity)
        let changed = Self.spec(useCases: ["CreateNote"], properties: "title: String\n      pinned: Bool")

        let dry = try await run(directory.url, changed, dryRun: true)
        let conflict = try #require(dry.plan.conflicts.first)
        #expect(dry.plan.conflicts.map(\.path) == [entity])
        #expect(conflict.diff.contains("+    public let pinned: Bool") || conflict.diff.contains("pinned: Bool"))
        #expect(conflict.diff.contains("-// reviewed"))
        let error = try #require(dry.warnings.first { $0.severity == .error })
        #expect(error.location?.file == entity)
        #expect(error.message.contains("conflict"))

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
}
