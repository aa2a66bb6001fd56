import Foundation
import StrataModel
import StrataWorkspace
import Testing

@testable import StrataMock

/// A mock file `strata generate` wrote (recorded in the manifest, without `strata mock`'s marker)
/// belongs to it: `strata mock` leaves it and says so, instead of the two rewriting it in turn.
@Suite("Mocks another command owns")
struct ForeignMockTests {
    static let sources = [
        "Sources/Domain/UserRepository.swift": "protocol UserRepository: Sendable {\n    func user(id: Int) async throws -> String\n}\n"
    ]
    static let path = "Tests/DomainTests/Mocks/UserRepositoryMock.swift"
    static let generated =
        "@testable import Domain\n\nfinal class UserRepositoryMock: UserRepository, @unchecked Sendable {\n    func user(id: Int) async throws -> String { \"\" }\n}\n"

    /// What `strata generate` does: the file written through the workspace, so the manifest records it.
    func generate(in project: ProjectOnDisk) throws {
        let workspace = Workspace(root: project.url)
        _ = try workspace.apply(workspace.plan([OutputFile(path: Self.path, contents: Self.generated)], force: false))
    }

    @Test func aMockGenerateWroteIsLeftToItWithANoteNamingTheFile() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        try generate(in: project)
        let before = try Workspace(root: project.url).recordedFiles()

        for force in [false, true] {
            let outcome = try await project.mock(force: force)
            #expect(outcome.foreignMocks == [Self.path])
            #expect(outcome.plan.entries.isEmpty)
            #expect(outcome.report?.written == [])
            let note = try #require(outcome.warnings.first)
            #expect(note.severity == .note)
            #expect(note.location?.file == Self.path)
            #expect(note.message.contains("`strata generate`"))
        }
        #expect(try project.read(Self.path) == Self.generated)
        #expect(try Workspace(root: project.url).recordedFiles() == before)
    }

    @Test func checkDoesNotCountItAsOutOfDate() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        try generate(in: project)
        let outcome = try await project.mock(mode: .check)
        #expect(outcome.outOfDate.isEmpty)
        #expect(outcome.foreignMocks == [Self.path])
    }

    @Test func itIsNeverTakenForAStaleMock() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        try generate(in: project)
        try project.remove("Sources/Domain/UserRepository.swift")
        try project.write(["Sources/Domain/Clock.swift": "/// @mockable\nprotocol Clock {\n    func now() -> Double\n}\n"])
        let outcome = try await project.mock()
        #expect(outcome.report?.deleted == [])
        #expect(project.exists(Self.path))
    }

    @Test func onceDeletedTheMockIsWrittenByStrataMock() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        try generate(in: project)
        try project.remove(Self.path)
        let outcome = try await project.mock()
        #expect(outcome.report?.created == [Self.path])
        #expect(MockMarker.marks(try project.read(Self.path)))
        #expect(try await project.mock().report?.unchanged == [Self.path], "and keeps it from then on")
    }

    @Test func aMockStrataMockWroteIsStillUpdated() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        _ = try await project.mock()
        try project.write(["Sources/Domain/UserRepository.swift": "protocol UserRepository: Sendable {\n    func user(id: Int) async throws -> String?\n}\n"])
        let outcome = try await project.mock()
        #expect(outcome.report?.updated == [Self.path])
        #expect(outcome.foreignMocks.isEmpty)
    }
}
