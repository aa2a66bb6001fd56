import Foundation
import StrataCLI
import StrataRewrite
import Testing

/// `add usecase` adding a requirement to a repository whose conformers Strata must complete in
/// shapes met on real apps: a requirement that neither throws nor returns a value to fail with
/// (an implementation that does nothing, or hands back `nil`, still compiles), and a test double
/// that is a struct (its methods cannot count calls: they are not `mutating`).
@Suite("add usecase: conformers of unusual shapes")
struct AddUseCaseConformerShapesTests {
    /// A project of these files in a temporary folder (the wrapper-result suite's).
    static func project(_ files: [String: String]) throws -> URL {
        try AddUseCaseWrapperResultTests.project(files)
    }

    static let files: [String: String] = [
        "App/Domain/Stage.swift": "public struct Stage: Equatable {\n    public let id: String\n    public let title: String\n}\n",
        "App/Domain/StageRepository.swift": """
        public protocol StageRepository {
            func fetchStages() async -> [Stage]
        }

        """,
        "App/Domain/UseCases/FetchStagesUseCase.swift": """
        public struct FetchStagesUseCase {
            private let repository: StageRepository

            public init(repository: StageRepository) {
                self.repository = repository
            }

            public func execute() async -> [Stage] {
                await repository.fetchStages()
            }
        }

        """,
        "App/Data/StageRepositoryImpl.swift": """
        final class StageRepositoryImpl: StageRepository {
            func fetchStages() async -> [Stage] {
                []
            }
        }

        """,
        "AppTests/FetchStagesUseCaseTests.swift": """
        import XCTest
        @testable import App

        final class FetchStagesUseCaseTests: XCTestCase {
            struct StageRepositoryStub: StageRepository {
                func fetchStages() async -> [Stage] {
                    [Stage(id: "1", title: "One")]
                }
            }

            func testFetch() async {
                let stages = await FetchStagesUseCase(repository: StageRepositoryStub()).execute()
                XCTAssertEqual(stages.count, 1)
            }
        }

        """,
    ]

    @Test("a requirement returning nothing and not throwing: the implementation's witness does nothing until written; a struct double's witness does not count calls")
    func voidRequirementAndStructDouble() async throws {
        let root = try Self.project(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("DeleteStage", repository: "StageRepository", entity: nil, project: root, write: true, useCache: false)
        let read = { (path: String) in (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? "" }
        let requirement = try #require(
            read("App/Domain/StageRepository.swift").split(separator: "\n").last { $0.contains("func delete") },
            "no requirement added: \(outcome.plan.unhandled)")
        #expect(!requirement.contains("throws") && !requirement.contains("->"), "\(requirement)")
        let implementation = read("App/Data/StageRepositoryImpl.swift")
        #expect(implementation.contains("func deleteStage("), "\(implementation)\n\(outcome.plan.unhandled)")
        #expect(!outcome.plan.unhandled.contains { $0.message.contains("implementation `StageRepositoryImpl` must now implement") }, "\(outcome.plan.unhandled)")
        let tests = read("AppTests/FetchStagesUseCaseTests.swift")
        #expect(tests.contains("func deleteStage("), "\(tests)")
        #expect(!tests.contains("+= 1"), "a struct's non-mutating witness cannot count calls: \(tests)")
    }

    @Test("a use case that follows an implementation in another module takes its imports from the repository's file: never the module itself, nor the other module's dependencies")
    func importsFromTheDestinationModule() async throws {
        let root = try Self.project([
            "Domain/entity/Thing.swift": "public struct Thing {\n    public let id: String\n}\n",
            "Domain/usecase/ThingUsecases.swift": """
            import Foundation
            import RxSwift

            public protocol ThingUsecases {
                func getThingList() -> Observable<[Thing]>
            }

            """,
            "LocalPlatform/src/ThingUsecaseImpl.swift": """
            import Foundation
            import Domain
            import StoragePlatform
            import RxSwift
            import Swinject

            public class LocalThingUsecaseImpl: ThingUsecases {
                public init() {}

                public func getThingList() -> Observable<[Thing]> {
                    Observable.just([])
                }
            }

            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("GetThingDetail", repository: "ThingUsecases", entity: "Thing", project: root, write: false, useCache: false)
        let created = try #require(
            outcome.plan.newFiles.first { $0.contents.contains("GetThingDetail") && !$0.path.contains("Mock") && !$0.path.contains("Tests") },
            "\(outcome.plan.newFiles.map(\.path)) \(outcome.plan.unhandled)")
        let imports = created.contents.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
        #expect(created.path.hasPrefix("Domain/"), "\(created.path)")
        #expect(!imports.contains("Domain") && !imports.contains("StoragePlatform") && !imports.contains("Swinject"), "\(imports)")
        #expect(imports.contains("RxSwift"), "\(imports)")
    }

    @Test("`DeleteHealthMetric` over `HealthMetricRepositoryProtocol.delete(_ id:)`: a bare verb of the entity's own repository serves it; no second requirement")
    func bareVerbOfTheEntitysRepository() async throws {
        let root = try Self.project([
            "Sources/Domain/HealthMetric.swift": "import Foundation\n\npublic struct HealthMetric: Identifiable {\n    public let id: UUID\n    public let value: Double\n}\n",
            "Sources/Domain/HealthMetricRepositoryProtocol.swift": """
            import Foundation

            public protocol HealthMetricRepositoryProtocol: Sendable {
                func fetchAll() async throws -> [HealthMetric]
                func delete(_ id: UUID) async throws
            }

            """,
            "Sources/Domain/UseCases/FetchHealthMetricsUseCase.swift": """
            public struct FetchHealthMetricsUseCase {
                private let repository: HealthMetricRepositoryProtocol

                public init(repository: HealthMetricRepositoryProtocol) {
                    self.repository = repository
                }

                public func execute() async throws -> [HealthMetric] {
                    try await repository.fetchAll()
                }
            }

            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase(
            "DeleteHealthMetric", repository: "HealthMetricRepositoryProtocol", entity: nil, project: root, write: false, useCache: false)
        #expect(!outcome.plan.rewrites.contains { $0.path.hasSuffix("HealthMetricRepositoryProtocol.swift") }, "no new requirement: \(outcome.plan.changes.map(\.summary))")
        let useCase = try #require(outcome.plan.newFiles.first { $0.path.hasSuffix("DeleteHealthMetricUseCase.swift") }, "\(outcome.plan.newFiles.map(\.path))")
        #expect(useCase.contents.contains("repository.delete("), "\(useCase.contents)")
        #expect(!outcome.plan.unhandled.contains { $0.message.contains("say nothing of") }, "\(outcome.plan.unhandled)")
    }
}
