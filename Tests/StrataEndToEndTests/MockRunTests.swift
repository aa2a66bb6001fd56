import Foundation
import StrataCLI
import StrataGenerate
import StrataMock
import StrataModel
import StrataWorkspace
import Testing

/// `strata mock` end to end through the entry point the CLI uses: incremental, safe with hand
/// edits, a check for CI, and one located error per bad input.
@Suite("Mock run")
struct MockRunTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "Domain", path: "Sources/Domain"),
            .testTarget(name: "DomainTests", dependencies: ["Domain"], path: "Tests/DomainTests"),
        ])
        """

    /// A small project: two repositories (one inheriting from a protocol in another file) and a use case.
    func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory("mock")
        try write(
            [
                "Package.swift": Self.manifest,
                ".strata.yml": "preset: contract\nconventions:\n  paths:\n    tests: \"Tests/{module}Tests\"\n",
                "Sources/Domain/Reading.swift": "protocol Reading: Sendable {\n    func all() async throws -> [String]\n}\n",
                "Sources/Domain/UserRepository.swift": "import Foundation\n\nprotocol UserRepository: Reading {\n    func user(id: Int) async throws -> String\n}\n",
                "Sources/Domain/OrderRepository.swift": "protocol OrderRepository: Sendable {\n    func order(id: Int) async throws -> Int\n}\n",
                "Sources/Domain/GetUserUseCase.swift": "protocol GetUserUseCaseContract: Sendable {\n    func execute(id: Int) async throws -> String\n}\n",
            ], in: directory.url)
        return directory
    }

    func write(_ files: [String: String], in root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func read(_ path: String, in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func run(
        _ root: URL, _ selection: MockSelection = MockSelection(), mode: MockRequest.Mode = .write, force: Bool = false,
        destination: MockDestination = .conventions, useCache: Bool = true
    ) async throws -> MockOutcome {
        try await MockRun.run(MockRequest(project: root, selection: selection, destination: destination, mode: mode, force: force, useCache: useCache))
    }

    func issues(_ body: () async throws -> Void) async -> [StrataIssue] {
        do {
            try await body()
        } catch let error as StrataIssues {
            return error.issues
        } catch {
            Issue.record("unexpected error \(error)")
        }
        return []
    }

    @Test func mocksGoWhereTheConventionsSayWithTheirImports() async throws {
        let project = try project()
        defer { project.cleanUp() }
        let outcome = try await run(project.url)
        #expect(
            outcome.report?.created == [
                "Tests/DomainTests/Shared/Mocks/GetUserUseCaseMock.swift", "Tests/DomainTests/Shared/Mocks/OrderRepositoryMock.swift",
                "Tests/DomainTests/Shared/Mocks/UserRepositoryMock.swift",
            ])
        #expect(outcome.selection.hasPrefix("repositories, use case contracts and data sources"))
        let mock = try read("Tests/DomainTests/Shared/Mocks/UserRepositoryMock.swift", in: project.url)
        #expect(mock.hasPrefix("import Foundation\n@testable import Domain\n\n/// Test double for `UserRepository`"))
        #expect(mock.contains("func all() async throws -> [String]"), "inherited from Reading.swift")
        let useCase = try read("Tests/DomainTests/Shared/Mocks/GetUserUseCaseMock.swift", in: project.url)
        #expect(useCase.contains("var result: Result<String, any Error>"))
        #expect(useCase.contains("private(set) var lastRequestedID: Int?"))
        #expect(useCase.contains("@MainActor init() {}"))
    }

    @Test func unchangedProtocolsKeepTheirMocksByteForByte() async throws {
        let project = try project()
        defer { project.cleanUp() }
        _ = try await run(project.url)
        let orderPath = project.url.appendingPathComponent("Tests/DomainTests/Shared/Mocks/OrderRepositoryMock.swift").path
        let before = try FileManager.default.attributesOfItem(atPath: orderPath)[.modificationDate] as? Date
        try await Task.sleep(for: .milliseconds(20))

        let again = try await run(project.url)
        #expect(again.plan.entries.allSatisfy { $0.action == .unchanged })

        // One protocol changes (in a file the warm index takes from its cache for the others).
        try write(["Sources/Domain/Reading.swift": "protocol Reading: Sendable {\n    func all() async throws -> [String]\n    func count() -> Int\n}\n"], in: project.url)
        let changed = try await run(project.url)
        #expect(changed.report?.updated == ["Tests/DomainTests/Shared/Mocks/UserRepositoryMock.swift"])
        #expect(changed.report?.unchanged.count == 2)
        #expect(try FileManager.default.attributesOfItem(atPath: orderPath)[.modificationDate] as? Date == before)
        #expect(try read("Tests/DomainTests/Shared/Mocks/UserRepositoryMock.swift", in: project.url).contains("func count() -> Int"))
    }

    @Test func handEditedMocksAreKeptUnlessForced() async throws {
        let project = try project()
        defer { project.cleanUp() }
        _ = try await run(project.url)
        let path = "Tests/DomainTests/Shared/Mocks/OrderRepositoryMock.swift"
        let edited = try read(path, in: project.url) + "\n// tuned by hand\n"
        try write([path: edited], in: project.url)
        try write(
            [
                "Sources/Domain/OrderRepository.swift":
                    "protocol OrderRepository: Sendable {\n    func order(id: Int) async throws -> Int\n    func cancel(id: Int) async throws\n}\n"
            ], in: project.url)

        let kept = try await run(project.url)
        #expect(kept.plan.skipped.map(\.path) == [path])
        #expect(try read(path, in: project.url) == edited)

        let forced = try await run(project.url, force: true)
        #expect(forced.report?.overwritten == [path])
        #expect(try read(path, in: project.url).contains("func cancel(id: Int) async throws"))
    }

    @Test func checkListsMissingAndStaleMocksAndWritesNothing() async throws {
        let project = try project()
        defer { project.cleanUp() }
        let missing = try await run(project.url, mode: .check)
        #expect(missing.outOfDate.count == 3)
        #expect(missing.outOfDate.allSatisfy { $0.action == .create })
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("Tests").path))

        _ = try await run(project.url)
        #expect(try await run(project.url, mode: .check).outOfDate.isEmpty)

        try write(["Sources/Domain/OrderRepository.swift": "protocol OrderRepository: Sendable {\n    func order(id: Int) async throws -> Int?\n}\n"], in: project.url)
        let stale = try await run(project.url, mode: .check)
        #expect(stale.outOfDate.map(\.path) == ["Tests/DomainTests/Shared/Mocks/OrderRepositoryMock.swift"])
        #expect(stale.outOfDate.first?.action == .update)
    }

    @Test func selectionByNameIntoOneFile() async throws {
        let project = try project()
        defer { project.cleanUp() }
        let outcome = try await run(project.url, MockSelection(names: ["*Repository"]), destination: .file("Tests/DomainTests/Mocks.swift"))
        #expect(outcome.protocols == ["OrderRepository", "UserRepository"])
        let text = try read("Tests/DomainTests/Mocks.swift", in: project.url)
        #expect(text.components(separatedBy: "@testable import Domain").count == 2, "one import for both mocks")
        #expect(text.contains("final class OrderRepositoryMock") && text.contains("final class UserRepositoryMock"))
    }

    @Test func aProtocolThatDoesNotParseIsALocatedError() async throws {
        let project = try project()
        defer { project.cleanUp() }
        try write(["Sources/Domain/OrderRepository.swift": "protocol OrderRepository: Sendable {\n    func order(id: ) async throws -> \n}\n"], in: project.url)
        let found = await issues { _ = try await run(project.url) }
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(file: "Sources/Domain/OrderRepository.swift", line: 2, column: 20))
        #expect(found.first?.message == "`OrderRepository` cannot be mocked: its declaration does not parse here")
        #expect(found.first?.hint != nil)
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("Tests").path), "nothing written")
    }

    @Test func anUnknownProtocolNameIsAnErrorWithASuggestion() async throws {
        let project = try project()
        defer { project.cleanUp() }
        let found = await issues { _ = try await run(project.url, MockSelection(names: ["UserRepositroy"])) }
        #expect(found.map(\.message) == ["no protocol named `UserRepositroy` in the project"])
        #expect(found.first?.hint == "did you mean `UserRepository`?")
    }

    @Test func destinationsOutsideTheProjectAreRefused() async throws {
        let project = try project()
        defer { project.cleanUp() }
        for destination in [MockDestination.folder("../Elsewhere"), .folder("/tmp/elsewhere"), .file("Tests/../../x.swift"), .file("Tests/Mocks.txt")] {
            let found = await issues { _ = try await run(project.url, destination: destination) }
            #expect(found.count == 1, "\(destination)")
            #expect(found.first?.hint != nil)
        }
    }

    @Test func aMockPathNeedingAModuleNoTargetGivesIsAnError() async throws {
        let project = try project()
        defer { project.cleanUp() }
        try write(["Loose/Thing.swift": "protocol ThingRepository {\n    func thing() -> Int\n}\n"], in: project.url)
        let found = await issues { _ = try await run(project.url, MockSelection(names: ["ThingRepository"])) }
        #expect(found.first?.location == SourceLocation(file: "Loose/Thing.swift", line: 1, column: 1))
        #expect(found.first?.hint?.contains("--output") == true)
    }

    @Test func theStyleIsReadFromExistingMocks() async throws {
        let project = try project()
        defer { project.cleanUp() }
        try write(
            [
                "Tests/DomainTests/Old/LegacyMock.swift":
                    "@testable import Domain\nfinal class LegacyMock {\n    var loadHandler: (() -> Int)?\n    private(set) var loadCallCount = 0\n}\n"
            ], in: project.url)
        let outcome = try await run(project.url, MockSelection(names: ["OrderRepository"]), mode: .dryRun)
        #expect(outcome.style == .handler)
        #expect(outcome.styleReason.hasPrefix("handler, as 1 of 1 existing mocks"))
        #expect(outcome.plan.entries.first?.newContents.contains("var orderHandler: ((Int) async throws -> Int)?") == true)
    }

    @Test func twoProtocolsWhoseMocksWouldShareAFileAreAnError() async throws {
        let project = try project()
        defer { project.cleanUp() }
        try write(["Sources/Domain/Legacy.swift": "protocol OrderRepositoryProtocol {\n    func legacy()\n}\n"], in: project.url)
        let found = await issues { _ = try await run(project.url, MockSelection(names: ["OrderRepository*"])) }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("would both be written to Tests/DomainTests/Shared/Mocks/OrderRepositoryMock.swift") == true)
        #expect(found.first?.location?.file.hasPrefix("Sources/Domain/") == true)
        #expect(found.first?.hint?.contains("@mockable(override: name") == true)
    }

    @Test func theMockSectionOfStrataYmlIsWhatARunWithoutOptionsDoes() async throws {
        let project = try project()
        defer { project.cleanUp() }
        try write([".strata.yml": "preset: contract\nmock:\n  style: handler\n  output: Tests/DomainTests/Doubles\n  names: [\"Order*\"]\n"], in: project.url)
        let outcome = try await run(project.url)
        #expect(outcome.protocols == ["OrderRepository"])
        #expect(outcome.style == .handler)
        #expect(outcome.styleReason == "`mock.style` in .strata.yml")
        #expect(outcome.report?.created == ["Tests/DomainTests/Doubles/OrderRepositoryMock.swift"])

        // Options win: a name replaces the configured selection, --single-file the configured folder.
        let overridden = try await run(project.url, MockSelection(names: ["UserRepository"]), destination: .file("Tests/DomainTests/All.swift"))
        #expect(overridden.protocols == ["UserRepository"])
        #expect(overridden.report?.created == ["Tests/DomainTests/All.swift"])
    }

    @Test func aBadMockSectionIsALocatedConfigError() async throws {
        let project = try project()
        defer { project.cleanUp() }
        try write([".strata.yml": "preset: contract\nmock:\n  style: mockolo\n"], in: project.url)
        let found = await issues { _ = try await run(project.url) }
        #expect(found.map(\.message) == ["unknown value `mockolo` for `mock.style`"])
        #expect(found.first?.location?.line == 3)
        #expect(found.first?.location?.column == 10)
    }

    /// `strata generate` writes repository and use case mocks; `strata mock` leaves them to it, and
    /// neither rewrites the other's files on the next run.
    @Test func mocksStrataGenerateWroteAreLeftToIt() async throws {
        let directory = try TemporaryDirectory("mock-generate")
        defer { directory.cleanUp() }
        try write([".strata.yml": "preset: contract\n"], in: directory.url)
        let request = GenerationRequest(spec: .example("workouts"), output: directory.url, options: GenerationOptions(packageManifest: true))
        let generated = try await GenerationRun.run(request)
        let generatedMocks = (generated.report?.created ?? []).filter { $0.hasSuffix("Mock.swift") }
        #expect(!generatedMocks.isEmpty)
        let before = try generatedMocks.map { try read($0, in: directory.url) }

        let outcome = try await MockRun.run(MockRequest(project: directory.url, useCache: false))
        #expect(!outcome.foreignMocks.isEmpty)
        #expect(Set(outcome.foreignMocks).isSubset(of: generatedMocks))
        #expect(outcome.report?.written.allSatisfy { !generatedMocks.contains($0) } == true)
        #expect(try generatedMocks.map { try read($0, in: directory.url) } == before)
        let notes = outcome.warnings.filter { $0.severity == .note }.compactMap(\.location?.file)
        #expect(notes == outcome.foreignMocks)

        let again = try await GenerationRun.run(request)
        #expect(again.report?.written == [], "generate finds its mocks as it left them")
        #expect(try await MockRun.run(MockRequest(project: directory.url, mode: .check, useCache: false)).outOfDate.isEmpty)
    }
}
