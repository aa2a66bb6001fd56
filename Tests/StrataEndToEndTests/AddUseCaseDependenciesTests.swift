import Foundation
import StrataCLI
import StrataModel
import StrataRewrite
import Testing

/// `strata add usecase … --repository A --repository B --service S`: a use case given several
/// repositories and a service of the project. Each is injected, the tests build the project's own
/// mocks (or one `strata mock` renders in the project's style), and the project still builds and
/// passes its tests.
@Suite("add usecase with several repositories and a service")
struct AddUseCaseDependenciesTests {
    static let service = """
        import Foundation

        /// Where the user is, from the system's location services.
        protocol LocationProviding: Sendable {
            func currentCity() async throws -> String
            func isAuthorized() async -> Bool
        }

        """

    /// The Dinely fixture (two repositories with hand-written mocks) and a service without a mock.
    func project() throws -> URL {
        let root = try FixtureProjects.temporaryCopy("arclabs", label: "add-usecase-dependencies")
        let folder = root.appendingPathComponent("Sources/Dinely/Domain/Services")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.service.write(to: folder.appendingPathComponent("LocationProviding.swift"), atomically: true, encoding: .utf8)
        return root
    }

    func add(_ root: URL, write: Bool = true) async throws -> EvolutionRun.Outcome {
        try await EvolutionRun.addUseCase(
            "RecommendRestaurants", repository: "RestaurantRepositoryProtocol", entity: nil,
            repositories: ["UserRepositoryProtocol"], services: ["LocationProviding"], project: root, write: write, useCache: false)
    }

    @Test(
        "Every protocol is injected, the tests build the project's mocks, a missing mock is rendered, and the project builds and passes",
        .enabled(if: ProcessInfo.processInfo.environment["STRATA_SKIP_E2E"] == nil))
    func severalDependencies() async throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await add(root)
        let created = try #require(outcome.report?.created)
        #expect(created.contains("Sources/Dinely/Domain/UseCases/RecommendRestaurantsUseCase.swift"), "\(created)")
        let mock = try #require(created.first { $0.hasPrefix("Tests/DinelyTests/Mocks/") && $0.contains("LocationProviding") }, "\(created)")
        #expect(!created.contains { $0.contains("RestaurantRepository") || $0.contains("UserRepository") }, "their mocks exist: \(created)")

        let useCase = try String(contentsOf: root.appendingPathComponent("Sources/Dinely/Domain/UseCases/RecommendRestaurantsUseCase.swift"), encoding: .utf8)
        for dependency in ["RestaurantRepositoryProtocol", "UserRepositoryProtocol", "LocationProviding"] {
            #expect(useCase.contains(dependency), "\(dependency) is injected:\n\(useCase)")
        }
        let testPath = try #require(created.first { $0.hasSuffix("RecommendRestaurantsUseCaseTests.swift") })
        let tests = try String(contentsOf: root.appendingPathComponent(testPath), encoding: .utf8)
        let mockType = String((mock as NSString).lastPathComponent.dropLast(".swift".count))
        for type in ["MockRestaurantRepository()", "MockUserRepository()", "\(mockType)()"] {
            #expect(tests.contains(type), "the tests build \(type):\n\(tests)")
        }
        #expect(outcome.plan.unhandled.isEmpty, "\(outcome.plan.unhandled)")

        // A second run changes nothing.
        let again = try await add(root)
        #expect(again.report?.written.isEmpty ?? true)

        _ = try PackageCheck.buildAndTest(root, what: "Dinely with RecommendRestaurants")
    }

    @Test("Without --repository the command is refused before anything is read, saying the use case's own repository comes first")
    func repositoryIsRequired() {
        let message = StrataCommand.parseError(["add", "usecase", "SyncNotifications", "--service", "NotificationScheduling"])
        #expect(message?.contains("Missing expected argument '--repository <protocol>'") == true, "\(message ?? "accepted")")
        #expect(StrataCommand.parseError(["add", "usecase", "SyncNotifications", "--repository", "A", "--repository", "B", "--service", "S"]) == nil)
    }

    @Test("An unknown service is refused with the project's protocols to choose from")
    func unknownService() async throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        await #expect(throws: StrataIssues.self) {
            _ = try await EvolutionRun.addUseCase(
                "RecommendRestaurants", repository: "RestaurantRepositoryProtocol", entity: nil, services: ["LocationProvider"],
                project: root, write: true, useCache: false)
        }
        do {
            _ = try await EvolutionRun.addUseCase(
                "RecommendRestaurants", repository: "RestaurantRepositoryProtocol", entity: nil, services: ["LocationProvider"],
                project: root, write: false, useCache: false)
        } catch {
            let issue = try #require(error.issues.first)
            #expect(issue.message.contains("no service protocol `LocationProvider`"))
            #expect(issue.hint?.contains("LocationProviding") == true)
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Dinely/Domain/UseCases/RecommendRestaurantsUseCase.swift").path))
    }

    @Test("A repository whose entity cannot be told is refused at the protocol's line")
    func repositoryWithoutEntity() async throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try await EvolutionRun.addUseCase(
                "RecommendRestaurants", repository: "RestaurantRepositoryProtocol", entity: nil, repositories: ["LocationProviding"],
                project: root, write: false, useCache: false)
            Issue.record("a protocol that stores no entity was accepted as a repository")
        } catch {
            let issue = try #require(error.issues.first)
            #expect(issue.message.contains("cannot tell which entity `LocationProviding` stores"))
            #expect(issue.location?.file.hasSuffix("LocationProviding.swift") == true)
        }
    }

    /// An Xcode-style app (no Package.swift: `Sleepy/` and `SleepyTests/` at the root), repositories
    /// that throw untyped errors and no error enum, one named unlike what it stores, XCTest tests.
    static let xcodeApp: [String: String] = [
        "Sleepy/Domain/Entities/SleepSession.swift": """
        import Foundation

        struct SleepSession: Equatable, Sendable {
            let id: UUID
            var start: Date
            var end: Date
        }

        """,
        "Sleepy/Domain/Entities/Workout.swift": """
        import Foundation

        struct Workout: Equatable, Sendable {
            let id: UUID
            var name: String
        }

        """,
        "Sleepy/Domain/Ports/SleepRepositoryProtocol.swift": """
        import Foundation

        protocol SleepRepositoryProtocol: Sendable {
            func save(session: SleepSession, forUserID userID: String) async throws -> UUID
            func fetchSessions(forUserID userID: String, from: Date, to: Date) async throws -> [SleepSession]
        }

        """,
        "Sleepy/Domain/Ports/WorkoutRepositoryProtocol.swift": """
        import Foundation

        protocol WorkoutRepositoryProtocol: Sendable {
            func fetchWorkouts() async throws -> [Workout]
        }

        """,
        "Sleepy/Domain/Ports/RemoteSyncServiceProtocol.swift": """
        import Foundation

        protocol RemoteSyncServiceProtocol: Sendable {
            func startSyncing(forUserID userID: UUID)
            func stopSyncing()
        }

        """,
        "SleepyTests/SleepyTests.swift": """
        import XCTest
        @testable import Sleepy

        final class SleepyTests: XCTestCase {
            func testLaunches() {
                XCTAssertTrue(true)
            }
        }

        """,
    ]

    @Test(
        "An Xcode-style app: files in its test folder, the stored type read from the methods, a not-implemented error of the use case's own, the assertion helper brought along; it builds and its tests pass",
        .enabled(if: ProcessInfo.processInfo.environment["STRATA_SKIP_E2E"] == nil))
    func xcodeStyleApp() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-usecase-xcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.xcodeApp {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let outcome = try await EvolutionRun.addUseCase(
            "ReconcileWorkoutSync", repository: "WorkoutRepositoryProtocol", entity: nil, repositories: ["SleepRepositoryProtocol"],
            services: ["RemoteSyncServiceProtocol"], project: root, write: true, useCache: false)
        let created = try #require(outcome.report?.created)
        #expect(outcome.plan.unhandled.isEmpty, "\(outcome.plan.unhandled)")
        #expect(created.filter { !$0.hasPrefix("Sleepy/") }.allSatisfy { $0.hasPrefix("SleepyTests/") }, "the app's test folder: \(created)")
        let useCasePath = try #require(created.first { $0.hasPrefix("Sleepy/") && $0.contains("ReconcileWorkoutSync") })
        let useCase = try String(contentsOf: root.appendingPathComponent(useCasePath), encoding: .utf8)
        #expect(useCase.contains("struct ReconcileWorkoutSyncNotImplemented: Error, Equatable {}"))
        #expect(useCase.contains("SleepRepositoryProtocol"), "the repository of `SleepSession`")

        // Built as a package over the same folders, which Strata did not see.
        try """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Sleepy",
            targets: [
                .target(name: "Sleepy", path: "Sleepy"),
                .testTarget(name: "SleepyTests", dependencies: ["Sleepy"], path: "SleepyTests"),
            ]
        )

        """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        _ = try PackageCheck.buildAndTest(root, what: "Sleepy with ReconcileWorkoutSync")
    }
}
