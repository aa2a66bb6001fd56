import Foundation
import StrataCLI
import StrataModel
import StrataPropagation
import StrataRewrite
import Testing

/// `strata add usecase` on copies of the preset-style fixture projects: files in each project's
/// conventions, the missing repository requirement added to the protocol and its conformers, idempotent. The
/// generated use case is compiled in the end-to-end package (`vitalarc-workouts`).
@Suite("add usecase")
struct AddUseCaseTests {
    static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Projects")

    func copy(_ name: String) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-usecase-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.projects.appendingPathComponent(name), to: target)
        return target
    }

    @Test("contract style: contract + implementation, mock and tests where the contract preset puts them; twice changes nothing")
    func contractStyle() async throws {
        let root = try copy("contract")
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try await EvolutionRun.addUseCase("RefreshEpisode", repository: "EpisodeRepositoryContract", entity: nil, project: root, write: true, useCache: false)
        #expect(
            first.report?.created == [
                "Features/Episode/Sources/Domain/UseCases/RefreshEpisodeUseCase.swift",
                "Features/Episode/Tests/Shared/Mocks/RefreshEpisodeUseCaseMock.swift",
                "Features/Episode/Tests/Unit/Domain/UseCases/RefreshEpisodeUseCaseTests.swift",
            ])
        let code = try String(contentsOf: root.appendingPathComponent("Features/Episode/Sources/Domain/UseCases/RefreshEpisodeUseCase.swift"), encoding: .utf8)
        #expect(code.contains("protocol RefreshEpisodeUseCaseContract: Sendable"))
        #expect(code.contains("EpisodeRepositoryContract"), "the project's repository name is used")
        let second = try await EvolutionRun.addUseCase("RefreshEpisode", repository: "EpisodeRepositoryContract", entity: nil, project: root, write: true, useCache: false)
        #expect(!second.plan.changesFiles && second.plan.alreadyPresent.contains { $0.contains("RefreshEpisodeUseCase") })
    }

    @Test("a method the repository lacks is added to the protocol, its hand-written mock (in the mock's style) and its implementation (a placeholder, listed)")
    func missingRequirement() async throws {
        let root = try copy("popcorn")
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("SearchMoviesPage", repository: "MovieRepository", entity: nil, project: root, write: true, useCache: false)
        #expect(outcome.report?.created.allSatisfy { $0.hasPrefix("Contexts/PopcornMovies/") } == true, "the repository's own context: \(outcome.report?.created ?? [])")
        let base = "Contexts/PopcornMovies/"
        let repository = try String(contentsOf: root.appendingPathComponent(base + "Sources/MoviesDomain/Repositories/MovieRepository.swift"), encoding: .utf8)
        #expect(
            repository.contains(
                """
                -> [Person]

                    func searchMoviesPage(query: String, page: Int) async throws(MovieRepositoryError) -> [Movie]

                }
                """), "separated by a blank line like its siblings:\n\(repository)")
        let mock = try String(contentsOf: root.appendingPathComponent(base + "Tests/MoviesApplicationTests/Mocks/MovieRepositoryMock.swift"), encoding: .utf8)
        #expect(
            mock.contains(
                """
                    var creditsStub: Result<[Person], MovieRepositoryError>?

                    var searchMoviesPageResult: Result<[Movie], MovieRepositoryError> = .failure(.notFound)
                    private(set) var searchMoviesPageCallCount = 0
                    private(set) var lastSearchMoviesPageQuery: String?
                    private(set) var lastSearchMoviesPagePage: Int?

                    func movie(
                """), "state beside the other state:\n\(mock)")
        #expect(
            mock.contains(
                """
                        return try creditsStub.get()
                    }

                    func searchMoviesPage(query: String, page: Int) async throws(MovieRepositoryError) -> [Movie] {
                        searchMoviesPageCallCount += 1
                        lastSearchMoviesPageQuery = query
                        lastSearchMoviesPagePage = page
                        return try searchMoviesPageResult.get()
                    }

                }
                """), "witness after the others:\n\(mock)")
        let implementation = try String(
            contentsOf: root.appendingPathComponent(base + "Sources/MoviesInfrastructure/Repositories/DefaultMovieRepository.swift"), encoding: .utf8)
        #expect(
            implementation.contains(
                """
                    public func searchMoviesPage(query: String, page: Int) async throws(MovieRepositoryError) -> [Movie] {
                        // TODO(strata): `strata add usecase SearchMoviesPage` added this requirement; read or write through the data sources here.
                        throw .unknown
                    }

                }
                """), "public like its other witnesses, the error's `unknown` case:\n\(implementation)")
        #expect(outcome.plan.unhandled.count == 1, "\(outcome.plan.unhandled)")
        #expect(outcome.plan.unhandled.first?.location?.file.hasSuffix("DefaultMovieRepository.swift") == true)
        #expect(outcome.plan.unhandled.first?.message.contains("until its body is written") == true)
        let second = try await EvolutionRun.addUseCase("SearchMoviesPage", repository: "MovieRepository", entity: nil, project: root, write: true, useCache: false)
        #expect(!second.plan.changesFiles)
    }

    @Test("tabs, a conformance by extension, a handler-style mock and an untyped throws: each conformer completed in its own way")
    func conformersInTheirOwnStyle() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-usecase-shop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Sources/Shop/Domain/Order.swift": "import Foundation\n\nstruct Order: Identifiable, Equatable, Sendable {\n\tlet id: UUID\n\tlet total: Int\n}\n",
            "Sources/Shop/Domain/OrderRepository.swift": "import Foundation\n\nprotocol OrderRepository: Sendable {\n\tfunc fetch(id: UUID) async throws -> Order?\n}\n",
            "Sources/Shop/Domain/ShopError.swift": "enum ShopError: Error {\n\tcase offline\n\tcase unknown\n}\n",
            "Sources/Shop/Data/RemoteOrderRepository.swift": """
            import Foundation

            final class RemoteOrderRepository: Sendable {
            \tinit() {}
            }

            extension RemoteOrderRepository: OrderRepository {
            \tfunc fetch(id: UUID) async throws -> Order? {
            \t\tnil
            \t}
            }

            """,
            "Tests/ShopTests/OrderRepositoryMock.swift": """
            @testable import Shop

            final class OrderRepositoryMock: OrderRepository, @unchecked Sendable {
            \tvar fetchCallCount = 0
            \tvar fetchHandler: ((UUID) async throws -> Order?)?

            \tfunc fetch(id: UUID) async throws -> Order? {
            \t\tfetchCallCount += 1
            \t\tif let fetchHandler { return try await fetchHandler(id) }
            \t\treturn nil
            \t}
            }

            """,
        ]
        try Self.write(files, to: root)
        let outcome = try await EvolutionRun.addUseCase("SearchOrdersPage", repository: "OrderRepository", entity: nil, project: root, write: true, useCache: false)
        func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
        #expect(
            try read("Sources/Shop/Domain/OrderRepository.swift").contains(
                "\tfunc fetch(id: UUID) async throws -> Order?\n\tfunc searchOrders(query: String, page: Int) async throws -> [Order]\n}"))
        #expect(
            try read("Tests/ShopTests/OrderRepositoryMock.swift") == """
                @testable import Shop

                final class OrderRepositoryMock: OrderRepository, @unchecked Sendable {
                \tvar fetchCallCount = 0
                \tvar fetchHandler: ((UUID) async throws -> Order?)?
                \tprivate(set) var searchOrdersCallCount = 0
                \tvar searchOrdersHandler: ((String, Int) async throws -> [Order])?

                \tfunc fetch(id: UUID) async throws -> Order? {
                \t\tfetchCallCount += 1
                \t\tif let fetchHandler { return try await fetchHandler(id) }
                \t\treturn nil
                \t}

                \tfunc searchOrders(query: String, page: Int) async throws -> [Order] {
                \t\tsearchOrdersCallCount += 1
                \t\tif let searchOrdersHandler {
                \t\t\treturn try await searchOrdersHandler(query, page)
                \t\t}
                \t\treturn []
                \t}
                }

                """)
        #expect(
            try read("Sources/Shop/Data/RemoteOrderRepository.swift").hasSuffix(
                """
                \t}

                \tfunc searchOrders(query: String, page: Int) async throws -> [Order] {
                \t\t// TODO(strata): `strata add usecase SearchOrdersPage` added this requirement; read or write through the data sources here.
                \t\tthrow ShopError.unknown
                \t}
                }

                """), "in the extension that states the conformance, the module's one error enum")
        #expect(outcome.plan.unhandled.contains { $0.message.contains("`RemoteOrderRepository.searchOrders` throws `ShopError.unknown` until its body is written") })
    }

    static func write(_ files: [String: String], to root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test("a seed-style mock whose result can only fail with `NotStubbed` gains that error type too")
    func notStubbedAddedWhereMissing() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-usecase-notstubbed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(
            [
                "Sources/Shop/Domain/Order.swift": "import Foundation\n\nstruct Order: Identifiable, Equatable, Sendable {\n    let id: UUID\n    let total: Int\n}\n",
                "Sources/Shop/Domain/OrderRepository.swift": "import Foundation\n\nprotocol OrderRepository: Sendable {\n    func fetch(id: UUID) async throws -> Order?\n}\n",
                "Tests/ShopTests/OrderRepositoryMock.swift": """
                import Foundation
                @testable import Shop

                final class OrderRepositoryMock: OrderRepository, @unchecked Sendable {
                    var fetchCallCount = 0
                    var lastFetchID: UUID?
                    var fetchResult: Order?

                    func fetch(id: UUID) async throws -> Order? {
                        fetchCallCount += 1
                        lastFetchID = id
                        return fetchResult
                    }
                }

                """,
            ], to: root)
        _ = try await EvolutionRun.addUseCase("SearchOrdersPage", repository: "OrderRepository", entity: nil, project: root, write: true, useCache: false)
        let mock = try String(contentsOf: root.appendingPathComponent("Tests/ShopTests/OrderRepositoryMock.swift"), encoding: .utf8)
        #expect(mock.contains(#"var searchOrdersResult: Result<[Order], any Error> = .failure(NotStubbed(member: "OrderRepositoryMock.searchOrders(query:page:)"))"#), "\(mock)")
        #expect(
            mock.contains(
                """
                    }

                    /// Thrown by members whose result a test has not set.
                    struct NotStubbed: Error, Equatable {
                        let member: String
                    }

                    func searchOrders(query: String, page: Int) async throws -> [Order] {
                """), "\(mock)")
        let second = try await EvolutionRun.addUseCase("SearchOrdersPage", repository: "OrderRepository", entity: nil, project: root, write: true, useCache: false)
        #expect(!second.plan.changesFiles)
    }

    @Test("an unknown repository gets a suggestion; a name outside the contract preset's table is refused")
    func refusals() async throws {
        let root = Self.projects.appendingPathComponent("vitalarc")
        do {
            _ = try await EvolutionRun.addUseCase("RefreshWorkout", repository: "WorkoutRepositry", entity: nil, project: root, write: false, useCache: false)
            Issue.record("accepted an unknown repository")
        } catch {
            #expect(error.issues.first?.hint == "did you mean `--repository WorkoutRepository`?", "what to type instead")
        }
        do {
            _ = try await EvolutionRun.addUseCase("refresh", repository: "WorkoutRepository", entity: nil, project: root, write: false, useCache: false)
            Issue.record("accepted a lower-case name")
        } catch {
            #expect(error.issues.first?.hint != nil)
        }
    }
}

/// `strata add entity`: a new entity (and its repository) in the project's conventions.
@Suite("add entity")
struct AddEntityTests {
    @Test("the entity, its factory, repository and mock where the style puts them; twice changes nothing")
    func addsInTheProjectsStyle() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-entity-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: AddUseCaseTests.projects.appendingPathComponent("popcorn"), to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let properties = try ["name:String", "status:MovieStatus?"].map { try PropertyRequest.parse($0) }
        let first = try await EvolutionRun.addEntity(
            "Studio", properties: properties, idType: .int, feature: "Movies", withRepository: true, project: root, write: true, useCache: false)
        let created = first.report?.created ?? []
        #expect(created.count == 4, "\(created)")
        let entity = try #require(created.first { $0.hasSuffix("/Studio.swift") })
        let code = try String(contentsOf: root.appendingPathComponent(entity), encoding: .utf8)
        #expect(code.contains("public struct Studio: Identifiable, Equatable, Sendable"), "popcorn's entity style: \(code)")
        #expect(code.contains("public let status: MovieStatus?"))
        let second = try await EvolutionRun.addEntity(
            "Studio", properties: properties, idType: .int, feature: "Movies", withRepository: true, project: root, write: true, useCache: false)
        #expect(!second.plan.changesFiles)
    }

    @Test("`id:String` among the properties is the entity's id, not a second `id`")
    func idPropertyIsTheID() async throws {
        let properties = try ["id:String", "title:String"].map { try PropertyRequest.parse($0) }
        let planned = try await EvolutionRun.addEntity(
            "Tag", properties: properties, idType: nil, feature: nil, withRepository: true,
            project: AddUseCaseTests.projects.appendingPathComponent("vitalarc"), write: false, useCache: false)
        let entity = try #require(planned.plan.newFiles.first { $0.path.hasSuffix("/Tag.swift") }?.contents)
        #expect(entity.contains("let id: String"), "\(entity)")
        #expect(entity.components(separatedBy: "let id:").count == 2, "one id: \(entity)")
        #expect(entity.contains("let title: String"), "\(entity)")
    }

    @Test("a new file may not take a name its module already has (the build would fail with two objects of one name)")
    func refusesAFileNameTheModuleHas() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-entity-clash-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: AddUseCaseTests.projects.appendingPathComponent("popcorn"), to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let planned = try await EvolutionRun.addEntity(
            "Studio", properties: [], idType: .int, feature: "Movies", withRepository: false, project: root, write: false, useCache: false)
        let entity = try #require(planned.plan.newFiles.first { $0.path.hasSuffix("/Studio.swift") }?.path)
        // Another folder of the same target (`…/Sources/MoviesDomain`).
        let target = entity.split(separator: "/").dropLast(2).joined(separator: "/")
        let clashing = "\(target)/Legacy/Studio.swift"
        try FileManager.default.createDirectory(at: root.appendingPathComponent("\(target)/Legacy"), withIntermediateDirectories: true)
        try "enum StudioRoutes {}\n".write(to: root.appendingPathComponent(clashing), atomically: true, encoding: .utf8)
        do {
            _ = try await EvolutionRun.addEntity(
                "Studio", properties: [], idType: .int, feature: "Movies", withRepository: false, project: root, write: true, useCache: false)
            Issue.record("wrote a second Studio.swift into the module")
        } catch {
            let issue = try #require(error.issues.first)
            #expect(issue.location == SourceLocation(file: clashing, line: 1, column: 1))
            #expect(issue.message.contains("the new file `\(entity)` would share its name with this file in the same module"), "\(issue.message)")
            #expect(issue.hint == "choose another name for the new type, or rename this file")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(entity).path), "nothing written")
    }

    @Test("a property of another entity's type is refused with a hint to use its id")
    func refusesEntityTypedProperty() async throws {
        do {
            _ = try await EvolutionRun.addEntity(
                "Badge", properties: [try PropertyRequest.parse("owner:Workout")], idType: .uuid, feature: nil, withRepository: false,
                project: AddUseCaseTests.projects.appendingPathComponent("vitalarc"), write: false, useCache: false)
            Issue.record("accepted an entity-typed property")
        } catch {
            #expect(error.issues.first?.hint?.contains("workoutId") == true, "\(error.issues)")
        }
    }
}

/// `add entity` in an Xcode-style app with no `.strata.yml` and no feature trees, shaped like ones
/// met on real apps: entities in `Domain/Entity/` (not the conventions' `Entities/`) conforming to
/// nothing, and use cases spelled `…Usecase` whose structs hold a repository (they are use cases,
/// not entities, so `Domain/Usecase/` is no entity folder).
@Suite("add entity into the project's own folders")
struct AddEntityPlacementTests {
    static let files: [String: String] = [
        "Trail/Trail/Domain/Entity/Hike.swift": "import Foundation\n\nstruct Hike {\n    let hikeID: String\n    let name: String\n}\n",
        "Trail/Trail/Domain/Entity/Summit.swift": "import Foundation\n\nstruct Summit {\n    let summitID: String\n    let height: Int\n}\n",
        "Trail/Trail/Domain/Usecase/HikeFetchUsecase.swift": """
        import Foundation

        protocol HikeFetchableUsecase {
            func fetchHikes(completion: @escaping ([Hike]) -> Void)
        }

        struct HikeFetchUsecase: HikeFetchableUsecase {
            let repository: HikeRepository

            func fetchHikes(completion: @escaping ([Hike]) -> Void) {
                repository.fetchHikes(completion: completion)
            }
        }

        """,
        "Trail/Trail/Domain/Usecase/SummitFetchUsecase.swift": """
        import Foundation

        protocol SummitFetchableUsecase {
            func fetchSummits(completion: @escaping ([Summit]) -> Void)
        }

        struct SummitFetchUsecase: SummitFetchableUsecase {
            let repository: HikeRepository

            func fetchSummits(completion: @escaping ([Summit]) -> Void) {
                repository.fetchSummits(completion: completion)
            }
        }

        """,
        "Trail/Trail/Domain/Usecase/TrailSearchUsecase.swift": """
        import Foundation

        protocol TrailSearchableUsecase {
            func search(keyword: String, completion: @escaping ([Hike]) -> Void)
        }

        struct TrailSearchUsecase: TrailSearchableUsecase {
            let repository: HikeRepository
            let limit: Int

            func search(keyword: String, completion: @escaping ([Hike]) -> Void) {
                repository.fetchHikes(completion: completion)
            }
        }

        """,
        "Trail/TrailTests/Mocks/HikeRepositoryMock.swift": """
        @testable import Trail

        final class HikeRepositoryMock: HikeRepository {
            var hikes: [Hike] = []

            func fetchHikes(completion: @escaping ([Hike]) -> Void) {
                completion(hikes)
            }

            func fetchSummits(completion: @escaping ([Summit]) -> Void) {
                completion([])
            }
        }

        """,
        "Trail/Trail/Domain/Repository/HikeRepository.swift": """
        import Foundation

        protocol HikeRepository {
            func fetchHikes(completion: @escaping ([Hike]) -> Void)
            func fetchSummits(completion: @escaping ([Summit]) -> Void)
        }

        """,
    ]

    @Test("--enum writes a new String enum a property uses beside the entity, and the entity names it")
    func newEnumWithTheEntity() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-entity-enum-\(UUID().uuidString)")
        try AddUseCaseTests.write(Self.files, to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let properties = try ["reason:ReportReason", "note:String?"].map { try PropertyRequest.parse($0) }
        let outcome = try await EvolutionRun.addEntity(
            "Report", properties: properties, idType: .uuid, feature: nil, withRepository: false,
            newEnums: [NewEnumType(name: "ReportReason", cases: ["spam", "abuse", "other"])], project: root, write: true, useCache: false)
        let paths = outcome.plan.newFiles.map(\.path)
        let reason = try #require(outcome.plan.newFiles.first { $0.path.hasSuffix("/ReportReason.swift") }, "\(paths)")
        #expect(reason.path == "Trail/Trail/Domain/Entity/ReportReason.swift")
        #expect(reason.contents.contains("enum ReportReason: String") && reason.contents.contains("case abuse"), "\(reason.contents)")
        let entity = try #require(outcome.plan.newFiles.first { $0.path.hasSuffix("/Report.swift") }, "\(paths)")
        #expect(entity.contents.contains("let reason: ReportReason"), "\(entity.contents)")
    }

    @Test("--enum naming a type the project declares is refused at its declaration; nothing is written")
    func newEnumThatExists() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-entity-enum-exists-\(UUID().uuidString)")
        try AddUseCaseTests.write(Self.files, to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try await EvolutionRun.addEntity(
                "Report", properties: [try PropertyRequest.parse("hike:Hike")], idType: .uuid, feature: nil, withRepository: false,
                newEnums: [NewEnumType(name: "Hike", cases: ["short"])], project: root, write: true, useCache: false)
            Issue.record("expected a refusal")
        } catch {
            let issue = try #require(error.issues.first { $0.message.contains("--enum `Hike`") }, "\(error.issues)")
            #expect(issue.location?.file == "Trail/Trail/Domain/Entity/Hike.swift", "\(issue)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Trail/Trail/Domain/Entity/Report.swift").path))
    }

    @Test("--enum that no property uses is refused with the property to add")
    func newEnumUnused() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-entity-enum-unused-\(UUID().uuidString)")
        try AddUseCaseTests.write(Self.files, to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try await EvolutionRun.addEntity(
                "Report", properties: [try PropertyRequest.parse("note:String")], idType: .uuid, feature: nil, withRepository: false,
                newEnums: [NewEnumType(name: "ReportReason", cases: ["spam"])], project: root, write: true, useCache: false)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.contains { $0.message == "--enum `ReportReason`: no property uses it" && $0.hint?.contains("status:ReportReason") == true }, "\(error.issues)")
        }
    }

    @Test("the entity goes where the project keeps its entities, declares no conformances, and parses")
    func entityInTheProjectsEntityFolder() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-entity-placement-\(UUID().uuidString)")
        try AddUseCaseTests.write(Self.files, to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let properties = try ["trailID:String", "date:Date?"].map { try PropertyRequest.parse($0) }
        let outcome = try await EvolutionRun.addEntity(
            "Checkin", properties: properties, idType: .uuid, feature: nil, withRepository: false, project: root, write: true, useCache: false)
        let entity = try #require(outcome.plan.newFiles.first { $0.path.hasSuffix("/Checkin.swift") }, "\(outcome.plan.newFiles.map(\.path))")
        #expect(entity.path == "Trail/Trail/Domain/Entity/Checkin.swift")
        #expect(entity.contents.contains("struct Checkin {\n"), "\(entity.contents)")
        // No factory to follow: the factory goes beside the project's test doubles.
        let factory = try #require(outcome.plan.newFiles.first { $0.path.hasSuffix("Checkin+Mocks.swift") }, "\(outcome.plan.newFiles.map(\.path))")
        #expect(factory.path == "Trail/TrailTests/Mocks/Checkin+Mocks.swift")
    }
}
