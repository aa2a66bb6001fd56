import Foundation
import StrataModel
import StrataWorkspace
import Testing

@testable import StrataMock

/// Mocks of protocols that were deleted or renamed: removed when `strata mock` wrote them and nobody
/// touched them since, kept and reported otherwise, and out of date for `--check`.
@Suite("Stale mocks")
struct StaleMockTests {
    static let sources = [
        "Sources/Domain/UserRepository.swift": "protocol UserRepository: Sendable {\n    func user(id: Int) async throws -> String\n}\n",
        "Sources/Domain/OrderRepository.swift": "protocol OrderRepository: Sendable {\n    func order(id: Int) async throws -> Int\n}\n",
    ]
    static let userMock = "Tests/DomainTests/Mocks/UserRepositoryMock.swift"
    static let orderMock = "Tests/DomainTests/Mocks/OrderRepositoryMock.swift"

    func recorded(_ project: ProjectOnDisk) throws -> [String] {
        try Workspace(root: project.url).recordedFiles().keys.sorted()
    }

    @Test func theMockOfADeletedProtocolIsDeleted() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        _ = try await project.mock()
        try project.remove("Sources/Domain/OrderRepository.swift")

        let outcome = try await project.mock()
        #expect(outcome.report?.deleted == [Self.orderMock])
        #expect(outcome.report?.unchanged == [Self.userMock])
        #expect(!project.exists(Self.orderMock))
        #expect(try recorded(project) == [Self.userMock])
        #expect(outcome.warnings.isEmpty)
    }

    @Test func aRenamedProtocolsOldMockGoesAndItsNewMockComes() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        _ = try await project.mock()
        try project.remove("Sources/Domain/OrderRepository.swift")
        try project.write(["Sources/Domain/PurchaseRepository.swift": "protocol PurchaseRepository: Sendable {\n    func order(id: Int) async throws -> Int\n}\n"])

        let outcome = try await project.mock()
        #expect(outcome.report?.deleted == [Self.orderMock])
        #expect(outcome.report?.created == ["Tests/DomainTests/Mocks/PurchaseRepositoryMock.swift"])
        #expect(!project.exists(Self.orderMock))
    }

    @Test func aHandEditedStaleMockIsKeptAndReportedWithItsPath() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        _ = try await project.mock()
        let edited = try project.read(Self.orderMock) + "// tuned by hand\n"
        try project.write([Self.orderMock: edited])
        try project.remove("Sources/Domain/OrderRepository.swift")

        for force in [false, true] {
            let outcome = try await project.mock(force: force)
            #expect(outcome.report?.deleted == [])
            #expect(outcome.keptStaleMocks == [Self.orderMock])
            #expect(outcome.plan.entries.map(\.path) == [Self.userMock], "kept files are out of the plan")
            let warning = try #require(outcome.warnings.first)
            #expect(warning.location?.file == Self.orderMock)
            #expect(warning.message == "stale mock kept: `OrderRepository` no longer in the project, but this file was edited by hand")
        }
        #expect(try project.read(Self.orderMock) == edited)
        #expect(try recorded(project).contains(Self.orderMock), "still counts as edited next time")
    }

    @Test func checkReportsAStaleMockAsOutOfDateAndDeletesNothing() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        _ = try await project.mock()
        try project.remove("Sources/Domain/OrderRepository.swift")

        let outcome = try await project.mock(mode: .check)
        #expect(outcome.outOfDate.map(\.path) == [Self.orderMock])
        #expect(outcome.outOfDate.first?.action == .delete)
        #expect(project.exists(Self.orderMock))
    }

    @Test func aDryRunShowsTheDeletionAndDeletesNothing() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        _ = try await project.mock()
        try project.remove("Sources/Domain/OrderRepository.swift")

        let outcome = try await project.mock(mode: .dryRun)
        #expect(outcome.plan.unifiedDiff.hasPrefix("--- a/\(Self.orderMock)\n+++ /dev/null\n"))
        #expect(outcome.report == nil)
        #expect(project.exists(Self.orderMock))
    }

    @Test func aNarrowerSelectionKeepsTheMocksOfProtocolsThatStillExist() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        _ = try await project.mock()
        let outcome = try await project.mock(MockSelection(names: ["UserRepository"]))
        #expect(outcome.plan.entries.map(\.path) == [Self.userMock])
        #expect(project.exists(Self.orderMock))
    }

    @Test func aMockFileStrataDidNotRecordIsNeverDeleted() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        let copied = try await MockPipeline.run(
            MockRequest(project: project.url, style: .seed, destination: .folder("Tests/DomainTests/Mocks"), mode: .dryRun, useCache: false),
            settings: MockPipeline.Settings(conventions: Presets.contract))
        // A mock copied in by hand (or from another project): not in the manifest.
        let order = try #require(copied.plan.entries.first { $0.path == Self.orderMock })
        try project.write([Self.orderMock: order.newContents])
        try project.remove("Sources/Domain/OrderRepository.swift")

        let outcome = try await project.mock()
        #expect(outcome.report?.deleted == [])
        #expect(outcome.keptStaleMocks.isEmpty)
        #expect(project.exists(Self.orderMock))
    }

    @Test func inOneFileTheSectionOfADeletedProtocolIsDropped() async throws {
        let project = try ProjectOnDisk(Self.sources)
        defer { project.cleanUp() }
        let file = "Tests/DomainTests/Mocks.swift"
        _ = try await project.mock(destination: .file(file))
        try project.remove("Sources/Domain/OrderRepository.swift")

        let outcome = try await project.mock(destination: .file(file))
        #expect(outcome.report?.updated == [file])
        let text = try project.read(file)
        #expect(text.contains("final class UserRepositoryMock"))
        #expect(!text.contains("OrderRepository"))
    }

    @Test func markerLinesNameTheMockedProtocols() {
        let text = MockMarker.line(for: "Outer.Inner") + "\nfinal class A {}\n\n" + MockMarker.line(for: "Other") + "\n"
        #expect(MockMarker.protocols(in: text) == ["Outer.Inner", "Other"])
        #expect(MockMarker.protocols(in: "/// Test double for `X`, written by hand.\n").isEmpty)
        #expect(MockMarker.marks(text) && !MockMarker.marks("final class XMock {}\n") && !MockMarker.marks(nil))
    }
}
