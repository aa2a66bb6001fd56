import Foundation
import StrataCLI
import StrataRewrite
import Testing

/// A use case whose name says it reads the cache (`LoadTripDetailCache`) is not served by a method
/// that goes to the network (`fetchTripDetail(id:)`), nor by a cached list: it gets a requirement
/// named and shaped like the repository's cached reads, and every conformer a witness that throws
/// an error it can name (never another feature's).
@Suite("add usecase: reading the cache")
struct AddUseCaseCacheReadTests {
    static let files = [
        "Trips/Domain/Model/Trip.swift": "import Foundation\n\npublic struct Trip: Equatable {\n    public let id: String\n    public let title: String\n}\n",
        "Trips/Domain/Repository/Trip/TripRepositoryProtocol.swift": """
        import Foundation

        public protocol TripRepositoryProtocol {
            func fetchTripDetail(id: String) async throws -> Trip
            func loadCachedTrips(status: String) async throws -> [Trip]?
        }

        """,
        "Trips/Domain/Repository/Account/AccountError.swift": "public enum AccountError: Error {\n    case unknown\n}\n",
        "Trips/Domain/UseCase/Trip/FetchTripDetailUseCase.swift": """
        import Foundation

        public protocol FetchTripDetailUseCaseProtocol {
            func execute(id: String) async throws -> Trip
        }

        public struct FetchTripDetailUseCase: FetchTripDetailUseCaseProtocol {
            private let repository: TripRepositoryProtocol

            public init(repository: TripRepositoryProtocol) {
                self.repository = repository
            }

            public func execute(id: String) async throws -> Trip {
                try await repository.fetchTripDetail(id: id)
            }
        }

        """,
        "Trips/Data/Repository/TripRepository.swift": """
        import Foundation

        public final class TripRepository: TripRepositoryProtocol {
            public init() {}

            public func fetchTripDetail(id: String) async throws -> Trip {
                Trip(id: id, title: "")
            }

            public func loadCachedTrips(status: String) async throws -> [Trip]? {
                nil
            }
        }

        """,
    ]

    /// A fresh copy of `files`.
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-usecase-cache-\(UUID().uuidString)")
        try AddUseCaseTests.write(files, to: root)
        return root
    }

    @Test("`LoadTripDetailCache` adds `loadCachedTripDetail(id:) -> Trip?` and calls it; the implementation throws its own NotImplemented, not a sibling feature's error")
    func cachedReadGetsItsOwnRequirement() async throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("LoadTripDetailCache", repository: "TripRepositoryProtocol", entity: "Trip", project: root, write: true, useCache: false)
        func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
        #expect(
            try read("Trips/Domain/Repository/Trip/TripRepositoryProtocol.swift").contains(
                """
                    func loadCachedTrips(status: String) async throws -> [Trip]?
                    func loadCachedTripDetail(id: String) async throws -> Trip?
                }
                """), "\(outcome.plan.changes.map(\.summary))")
        let useCase = try read("Trips/Domain/UseCase/Trip/LoadTripDetailCacheUseCase.swift")
        #expect(useCase.contains("repository.loadCachedTripDetail(id: id)"), "\(useCase)")
        #expect(!useCase.contains("fetchTripDetail"))
        let implementation = try read("Trips/Data/Repository/TripRepository.swift")
        #expect(implementation.contains("throw NotImplemented()"), "\(implementation)")
        #expect(!implementation.contains("AccountError"), "another feature's error thrown")
    }

    @Test("a use case that does not say cache still reads through the existing method")
    func plainReadUsesTheExistingMethod() async throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("GetTripDetail", repository: "TripRepositoryProtocol", entity: "Trip", project: root, write: true, useCache: false)
        #expect(!outcome.plan.unhandled.contains { $0.message.contains("say nothing of") }, "\(outcome.plan.unhandled)")
        let protocolText = try String(contentsOf: root.appendingPathComponent("Trips/Domain/Repository/Trip/TripRepositoryProtocol.swift"), encoding: .utf8)
        #expect(protocolText == Self.files["Trips/Domain/Repository/Trip/TripRepositoryProtocol.swift"])
        let useCase = try String(contentsOf: root.appendingPathComponent("Trips/Domain/UseCase/Trip/GetTripDetailUseCase.swift"), encoding: .utf8)
        #expect(useCase.contains("repository.fetchTripDetail(id: id)"), "\(useCase)")
    }

    @Test("a method whose optional result names the subject (`fetch(id:) -> Route?`) says it: no note for a person")
    func optionalResultNamesTheSubject() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-usecase-optional-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try AddUseCaseTests.write(
            [
                "Routes/Domain/Route.swift": "import Foundation\n\nstruct Route: Identifiable, Equatable {\n    let id: UUID\n    var name: String\n}\n",
                "Routes/Domain/RouteRepository.swift": """
                import Foundation

                protocol RouteRepository {
                    func fetch(id: UUID) async throws -> Route?
                    func save(_ route: Route) async throws
                }

                """,
            ], to: root)
        let outcome = try await EvolutionRun.addUseCase("RefreshRoute", repository: "RouteRepository", entity: "Route", project: root, write: false, useCache: false)
        #expect(!outcome.plan.unhandled.contains { $0.message.contains("say nothing of") }, "\(outcome.plan.unhandled)")
    }

    @Test("a method that leaves out a word of the use case (`Upcoming`) is called, and named at file:line for a person to check")
    func qualifierTheMethodDoesNotSay() async throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("GetUpcomingTripDetail", repository: "TripRepositoryProtocol", entity: "Trip", project: root, write: true, useCache: false)
        let warning = try #require(outcome.plan.unhandled.first { $0.message.contains("say nothing of `Upcoming`") }, "\(outcome.plan.unhandled)")
        #expect(warning.location?.file == "Trips/Domain/Repository/Trip/TripRepositoryProtocol.swift")
        #expect(warning.location?.line == 4)
        #expect(warning.message.contains("`fetchTripDetail(id:)`"))
    }
}
