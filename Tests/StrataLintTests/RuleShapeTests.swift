import Foundation
import StrataLint
import Testing

/// Rules that judged real code wrongly (or missed it), on small projects of our own shaped like it:
/// what is fine stays silent, the real problem beside it is still reported.
@Suite("Lint: rule shapes from real projects")
struct RuleShapeTests {
    static func lines(_ files: [(path: String, text: String)], only: [String]) async throws -> [String] {
        RealWorldShapeTests.lines(try await RealWorldShapeTests.findings(files, only: only))
    }

    static let domain: [(path: String, text: String)] = [
        ("App/Domain/Entities/Plant.swift", "struct Plant {\n    let name: String\n}\n"),
        ("App/Domain/Errors/GardenRepositoryError.swift", "enum GardenRepositoryError: Error {\n    case unknown\n    case offline\n}\n"),
        (
            "App/Domain/Repositories/PlantRepository.swift",
            """
            import Combine

            protocol PlantRepository {
                func all() async throws -> [Plant]
                func named(_ name: String) async throws -> [Plant]
                func updates() -> AnyPublisher<[Plant], Error>
                func mapped() -> AnyPublisher<[Plant], Error>
            }
            """
        ),
        ("App/Data/Network/NetworkError.swift", "enum NetworkError: Error {\n    case timeout\n}\n"),
        (
            "App/Data/Network/PlantClient.swift",
            """
            import Combine

            final class PlantClient {
                func load() async throws -> [Plant] { [] }
                func stream() -> AnyPublisher<[Plant], NetworkError> { Empty().eraseToAnyPublisher() }
            }
            """
        ),
    ]

    /// Rethrowing the repository's own (already mapped) error is no leak; rethrowing a transport error
    /// is; `mapError { $0 as Error }` only erases the transport error's type and is one too.
    @Test func errorMappingTellsTheRepositorysOwnErrorFromALeak() async throws {
        let found = try await Self.lines(
            Self.domain + [
                (
                    "App/Data/Repositories/PlantRepositoryImpl.swift",
                    """
                    import Combine

                    final class PlantRepositoryImpl: PlantRepository {
                        let client = PlantClient()

                        func all() async throws -> [Plant] {
                            do {
                                return try await client.load()
                            } catch let error as GardenRepositoryError {
                                throw error
                            } catch {
                                throw GardenRepositoryError.unknown
                            }
                        }

                        func named(_ name: String) async throws -> [Plant] {
                            do {
                                return try await client.load()
                            } catch let error as NetworkError {
                                throw error
                            }
                        }

                        func updates() -> AnyPublisher<[Plant], Error> {
                            client.stream()
                                .mapError { $0 as Error }
                                .eraseToAnyPublisher()
                        }

                        func mapped() -> AnyPublisher<[Plant], Error> {
                            client.stream().mapError { GardenRepositoryError.mapping($0) }.eraseToAnyPublisher()
                        }
                    }
                    """
                )
            ], only: ["repository-error-mapping"])
        #expect(
            found == [
                "App/Data/Repositories/PlantRepositoryImpl.swift:19 repository-error-mapping",
                "App/Data/Repositories/PlantRepositoryImpl.swift:26 repository-error-mapping",
            ], "\(found)")
    }

    /// A `…Store` protocol only Data uses is Data's own seam; one a view model uses is misplaced.
    @Test func aStoreProtocolOnlyDataUsesIsNotAMisplacedRepository() async throws {
        let found = try await Self.lines(
            Self.domain + [
                ("App/Data/Storage/PlantStore.swift", "protocol PlantStore {\n    func save(_ plant: Plant)\n}\n"),
                ("App/Data/Storage/DiskPlantStore.swift", "final class DiskPlantStore: PlantStore {\n    func save(_ plant: Plant) {}\n}\n"),
                ("App/Data/Repositories/CachedPlants.swift", "final class CachedPlants {\n    let store: PlantStore\n    init(store: PlantStore) { self.store = store }\n}\n"),
                ("App/Data/Storage/SeedStore.swift", "protocol SeedStore {\n    func count() -> Int\n}\n"),
                ("App/Presentation/Seeds/SeedsViewModel.swift", "final class SeedsViewModel {\n    let store: SeedStore\n    init(store: SeedStore) { self.store = store }\n}\n"),
            ], only: ["repository-placement"])
        #expect(found == ["App/Data/Storage/SeedStore.swift:1 repository-placement"], "\(found)")
    }

    /// A generic storage helper in Data (a protocol with associated types, or one refining it) is
    /// not one entity's repository contract; a plain `…Repository` protocol in Data still is.
    @Test func genericRepositoryHelpersInDataAreNotMisplacedRepositories() async throws {
        let found = try await Self.lines(
            Self.domain + [
                (
                    "App/Data/Local/StoredRecordRepository.swift",
                    """
                    protocol StoredRecordRepository {
                        associatedtype Record
                        associatedtype Value
                        static func value(from record: Record) -> Value?
                    }
                    """
                ),
                ("App/Data/Local/PlantRecordRepository.swift", "protocol PlantRecordRepository: StoredRecordRepository {}\n"),
                (
                    "App/Data/Local/PlantRecords.swift",
                    """
                    struct PlantRecords: PlantRecordRepository {
                        static func value(from record: String) -> Plant? { nil }
                    }
                    """
                ),
                (
                    "App/Data/Remote/RequestRepository.swift",
                    """
                    public protocol RequestRepository {
                        associatedtype Request
                        func send(_ request: Request) async throws
                    }
                    """
                ),
                (
                    "App/Domain/UseCases/WaterPlantUseCase.swift",
                    """
                    struct WaterPlantUseCase<R: RequestRepository> {
                        let repository: R
                    }
                    """
                ),
                ("App/Data/Repositories/SeedRepository.swift", "protocol SeedRepository {\n    func count() -> Int\n}\n"),
                ("App/Domain/UseCases/CountSeedsUseCase.swift", "struct CountSeedsUseCase {\n    let repository: SeedRepository\n}\n"),
            ], only: ["repository-placement"])
        #expect(found == ["App/Data/Repositories/SeedRepository.swift:1 repository-placement"], "\(found)")
    }

    /// `import Alamofire` kept for `AlamofireImage` in a cell, and a root view handing SwiftData's
    /// container to the environment, do no I/O; a view model calling `AF.request` or holding a
    /// `ModelContext` does.
    @Test func imageLoadingAndContainerWiringAreNotIOInPresentation() async throws {
        let found = try await Self.lines(
            Self.domain + [
                (
                    "App/Presentation/Plants/PlantCell.swift",
                    """
                    import Alamofire
                    import AlamofireImage
                    import UIKit

                    final class PlantCell: UITableViewCell {
                        let photo = UIImageView()
                        func show(_ url: URL) {
                            photo.af.setImage(withURL: url)
                        }
                    }
                    """
                ),
                (
                    "App/Presentation/Root/GardenRootView.swift",
                    """
                    import SwiftData
                    import SwiftUI

                    struct GardenRootView: View {
                        var body: some View {
                            Text("Garden")
                                .modelContainer(GardenStore.shared.container)
                        }
                    }
                    """
                ),
                (
                    "App/Presentation/Plants/PlantsViewModel.swift",
                    """
                    import Alamofire
                    import AlamofireImage

                    final class PlantsViewModel {
                        func load() {
                            AF.request("https://example.com/plants").response { _ in }
                        }
                    }
                    """
                ),
                (
                    "App/Presentation/Plants/PlantListView.swift",
                    """
                    import SwiftData
                    import SwiftUI

                    struct PlantListView: View {
                        @Environment(\\.modelContext) private var context: ModelContext
                        var body: some View {
                            Text("Plants").modelContainer(for: [])
                        }
                    }
                    """
                ),
            ], only: ["io-ownership"])
        #expect(
            found == [
                "App/Presentation/Plants/PlantListView.swift:1 io-ownership",
                "App/Presentation/Plants/PlantsViewModel.swift:1 io-ownership",
            ], "\(found)")
    }

    /// An enum with associated values cannot have raw values; a plain persisted enum still needs them.
    @Test func persistedEnumsWithAssociatedValuesAreNotAskedForRawValues() async throws {
        let found = try await Self.lines(
            [
                (
                    "App/Domain/Entities/Reminder.swift",
                    """
                    enum Recurrence: Equatable {
                        case never
                        case every(days: Int)
                    }

                    enum Priority {
                        case low
                        case high
                    }
                    """
                ),
                (
                    "App/Data/Models/ReminderRecord.swift",
                    """
                    import SwiftData

                    @Model
                    final class ReminderRecord {
                        var recurrence: Recurrence
                        var priority: Priority
                        init(recurrence: Recurrence, priority: Priority) {
                            self.recurrence = recurrence
                            self.priority = priority
                        }
                    }
                    """
                ),
            ], only: ["persisted-enum-raw-value"])
        #expect(found == ["App/Domain/Entities/Reminder.swift:6 persisted-enum-raw-value"], "\(found)")
    }

    /// UI tests run only under XCTest: a robot over `XCUIApplication` is not asked to move to Swift
    /// Testing; an XCTest unit test in a Swift Testing codebase still is.
    @Test func uiTestsAreLeftToXCTest() async throws {
        let project = try ExampleProject(
            files: [
                (
                    "GardenUITests/Robots/PlantListRobot.swift",
                    """
                    import XCTest

                    struct PlantListRobot {
                        let app: XCUIApplication
                        func tapFirstPlant() { app.cells.firstMatch.tap() }
                    }
                    """
                ),
                (
                    "GardenTests/UseCases/WaterPlantUseCaseTests.swift",
                    """
                    import XCTest

                    final class WaterPlantUseCaseTests: XCTestCase {
                        func testWaters() { XCTAssertTrue(true) }
                    }
                    """
                ),
            ], configuration: "preset: vitalarc\n")
        defer { project.remove() }
        let found = RealWorldShapeTests.lines(try await project.lint(only: ["test-framework"]).report.findings)
        #expect(found == ["GardenTests/UseCases/WaterPlantUseCaseTests.swift:1 test-framework"], "\(found)")
    }

    /// An update that writes the record (`update(_ record:, with plant:)`) is told to write the
    /// record's property from the domain value, not the other way round.
    @Test func mapperAdviceWritesTheParameterTheMethodUpdates() async throws {
        let found = try await RealWorldShapeTests.findings(
            [
                ("App/Domain/Entities/Plant.swift", "struct Plant {\n    let name: String\n    let notes: String\n}\n"),
                ("App/Data/Models/PlantRecord.swift", "final class PlantRecord {\n    var name = \"\"\n    var notes = \"\"\n    init() {}\n}\n"),
                (
                    "App/Data/Mappers/PlantMapper.swift",
                    """
                    enum PlantMapper {
                        static func toDomain(_ record: PlantRecord) -> Plant {
                            Plant(name: record.name, notes: record.notes)
                        }

                        static func toRecord(_ plant: Plant) -> PlantRecord {
                            let record = PlantRecord()
                            record.name = plant.name
                            record.notes = plant.notes
                            return record
                        }

                        static func update(_ record: PlantRecord, with plant: Plant) {
                            record.name = plant.name
                        }
                    }
                    """
                ),
            ], only: ["mapper-completeness"])
        #expect(RealWorldShapeTests.lines(found) == ["App/Data/Mappers/PlantMapper.swift:13 mapper-completeness"])
        #expect(found.first?.message.contains("`record.notes = plant.notes`") == true, "\(found.map(\.message))")
    }

    /// The use case suggested for a second method means something: `create(name:)` in `FolderUseCase`
    /// is `CreateFolderUseCase`, never `CreateNameUseCase`; a bare `reset()` in a many-word use case
    /// gets no made-up name.
    @Test func secondMethodSuggestionsNameAnOperation() async throws {
        let found = try await RealWorldShapeTests.findings(
            [
                (
                    "App/Domain/UseCases/FolderUseCase.swift",
                    """
                    final class FolderUseCase {
                        func execute() async throws {}
                        func create(name: String) async throws {}
                    }
                    """
                ),
                (
                    "App/Domain/UseCases/FetchPlantsUseCase.swift",
                    """
                    final class FetchPlantsUseCase {
                        func execute() async throws -> [String] { [] }
                        func reset() {}
                    }
                    """
                ),
            ], only: ["usecase-single-execute"])
        let messages = found.sorted { $0.location.file < $1.location.file }.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first?.contains("`FetchPlantsUseCase` has a second method `reset()`") == true, "\(messages)")
        #expect(messages.first?.hasSuffix("move it to its own use case.") == true, "\(messages)")
        #expect(messages.last?.contains("(e.g. `CreateFolderUseCase`)") == true, "\(messages)")
    }

    /// A Domain use case that signs in through the SDK itself is reported at the call, not only at the
    /// import; a Domain type of its own named `Auth` is not an SDK.
    @Test func sdkCallsInDomainAreReported() async throws {
        let found = try await Self.lines(
            [
                (
                    "App/Domain/UseCases/SignInUseCase.swift",
                    """
                    import FirebaseAuth

                    final class SignInUseCase {
                        func execute(email: String, password: String) async throws {
                            _ = try await Auth.auth().signIn(withEmail: email, password: password)
                        }
                    }
                    """
                ),
                ("App/Domain/Entities/Auth.swift", "struct Auth {\n    static func auth() -> Auth { Auth() }\n}\n"),
                ("App/Domain/UseCases/CurrentAuthUseCase.swift", "final class CurrentAuthUseCase {\n    func execute() -> Auth { Auth.auth() }\n}\n"),
            ], only: ["domain-io"])
        #expect(found == ["App/Domain/UseCases/SignInUseCase.swift:5 domain-io"], "\(found)")
    }

    /// Wire types nested in a namespace (`enum PlantAPI { struct PlantModel … }`) are Data's types too:
    /// a Domain protocol returning one is reported, written nested or bare.
    @Test func nestedDataTypesReturnedByDomainAreReported() async throws {
        let found = try await Self.lines(
            [
                (
                    "App/Data/Network/PlantAPI.swift",
                    """
                    enum PlantAPI {
                        struct PlantModel: Decodable {
                            let name: String
                        }
                    }
                    """
                ),
                (
                    "App/Domain/Repositories/PlantCatalog.swift",
                    """
                    protocol PlantCatalogRepository {
                        func all() async throws -> [PlantAPI.PlantModel]
                    }
                    """
                ),
            ], only: ["dependency-rule", "dto-boundary"])
        #expect(!found.isEmpty && found.allSatisfy { $0.hasPrefix("App/Domain/Repositories/PlantCatalog.swift:2 ") }, "\(found)")
    }
}
