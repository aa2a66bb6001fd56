import Foundation
import StrataCLI
import StrataRewrite
import Testing

/// `add usecase` in a project whose use cases each serve a screen (`Scenes/EditItem/EditItemUseCase.swift`
/// holding `validate(name:)` and `update(_:)`), none of them a single-`execute` use case: the scene
/// use cases still say where use cases and their mocks live, and a name with a qualifier before its
/// verb (`QuickEditItem`) is served by the method its verb asks for.
@Suite("add usecase: a project of scene use cases")
struct AddUseCaseSceneTests {
    static let files: [String: String] = [
        "Shop/Domain/Item.swift": "struct Item {\n    var id = 0\n    var name = \"\"\n}\n",
        "Shop/Platform/Repositories/ItemRepository.swift": """
        import RxSwift

        protocol ItemRepositoryType {
            func getItemList(page: Int) -> Observable<[Item]>
            func update(_ item: Item) -> Observable<Void>
        }

        final class ItemRepository: ItemRepositoryType {
            func getItemList(page: Int) -> Observable<[Item]> {
                Observable.just([])
            }

            func update(_ item: Item) -> Observable<Void> {
                Observable.just(())
            }
        }

        """,
        "Shop/Scenes/EditItem/EditItemUseCase.swift": """
        import RxSwift

        protocol EditItemUseCaseType {
            func validate(name: String) -> Bool
            func update(_ item: Item) -> Observable<Void>
        }

        struct EditItemUseCase: EditItemUseCaseType {
            let itemRepository: ItemRepositoryType

            func validate(name: String) -> Bool {
                name.count >= 5
            }

            func update(_ item: Item) -> Observable<Void> {
                itemRepository.update(item)
            }
        }

        """,
        "Shop/Scenes/Items/ItemsUseCase.swift": """
        import RxSwift

        protocol ItemsUseCaseType {
            func getItemList(page: Int) -> Observable<[Item]>
        }

        struct ItemsUseCase: ItemsUseCaseType {
            let itemRepository: ItemRepositoryType

            func getItemList(page: Int) -> Observable<[Item]> {
                itemRepository.getItemList(page: page)
            }
        }

        """,
        "ShopTests/Scenes/EditItem/EditItemUseCaseMock.swift": """
        @testable import Shop
        import RxSwift

        final class EditItemUseCaseMock: EditItemUseCaseType {
            var validateName_Called = false

            func validate(name: String) -> Bool {
                validateName_Called = true
                return true
            }

            var update_Called = false

            func update(_ item: Item) -> Observable<Void> {
                update_Called = true
                return Observable.just(())
            }
        }

        """,
    ]

    @Test("the new use case and its mock go to the scene folders the project keeps, and `QuickEditItem` calls `update(_:)`")
    func sceneFoldersAndQualifiedVerb() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-usecase-scene-\(UUID().uuidString)")
        try AddUseCaseTests.write(Self.files, to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("QuickEditItem", repository: "ItemRepositoryType", entity: "Item", project: root, write: true, useCache: false)
        let written = (outcome.plan.newFiles.map(\.path) + outcome.plan.rewrites.map(\.path)).sorted()
        #expect(
            written == ["Shop/Scenes/QuickEditItem/QuickEditItemUseCase.swift", "ShopTests/Scenes/QuickEditItem/QuickEditItemUseCaseMock.swift"],
            "\(written)")
        let useCase = try String(contentsOf: root.appendingPathComponent("Shop/Scenes/QuickEditItem/QuickEditItemUseCase.swift"), encoding: .utf8)
        #expect(useCase.contains("protocol QuickEditItemUseCaseType"), "\(useCase)")
        #expect(useCase.contains("func execute(_ item: Item) -> Observable<Void>"), "\(useCase)")
        #expect(useCase.contains("itemRepository.update(item)"), "\(useCase)")
        // The qualifier is no word of `update(_:)`: a person checks the call, and is told it changes, not reads.
        let warning = try #require(outcome.plan.unhandled.first { $0.message.contains("say nothing of `Quick`") }, "\(outcome.plan.unhandled)")
        #expect(warning.message.hasSuffix("select what `QuickEditItem` acts on"), "\(warning.message)")
    }
}

/// `add usecase` for a list named after what it holds (`PopularMovies`) over a repository that
/// only searches (`fetchMoviesList(query:page:cached:completion:)`), reads another selection
/// (`fetchTrendingMoviesList`) or one item (`fetchDetailsMovie(of:completion:)`): none of them
/// serves it, so the new requirement is written like the closest list read, completion handlers included.
@Suite("add usecase: a category list over completion-handler repositories")
struct AddUseCaseCategoryListTests {
    static let files: [String: String] = [
        "Movies/Domain/Movie.swift":
            "public struct Movie {\n    public let id: String\n    public let title: String\n}\n\npublic struct MoviesPage {\n    public let page: Int\n    public let movies: [Movie]\n}\n\npublic protocol Cancellable {}\n",
        "Movies/Domain/MoviesRepository.swift": """
        import Foundation

        public typealias MoviesPageResult = (Result<MoviesPage, Error>) -> Void

        public protocol MoviesRepository {
            func fetchMoviesList(query: String,
                                 page: Int,
                                 cached: @escaping (MoviesPage) -> Void,
                                 completion: @escaping MoviesPageResult) -> Cancellable?

            func fetchTrendingMoviesList(page: Int,
                                         completion: @escaping MoviesPageResult) -> Cancellable?

            func fetchDetailsMovie(of movieId: String,
                                   completion: @escaping (Result<Movie, Error>) -> Void) -> Cancellable?
        }

        """,
        "Movies/Domain/UseCases/SearchMoviesUseCase.swift": """
        import Foundation

        public protocol SearchMoviesUseCaseProtocol {
            func execute(query: String, page: Int, cached: @escaping (MoviesPage) -> Void, completion: @escaping MoviesPageResult) -> Cancellable?
        }

        public final class SearchMoviesUseCase: SearchMoviesUseCaseProtocol {
            private let moviesRepository: MoviesRepository

            public init(moviesRepository: MoviesRepository) {
                self.moviesRepository = moviesRepository
            }

            public func execute(query: String, page: Int, cached: @escaping (MoviesPage) -> Void, completion: @escaping MoviesPageResult) -> Cancellable? {
                moviesRepository.fetchMoviesList(query: query, page: page, cached: cached, completion: completion)
            }
        }

        """,
    ]

    @Test("`PopularMovies` gets `fetchPopularMoviesList(page:cached:completion:) -> Cancellable?`, and calls it")
    func newRequirementLikeTheClosestListRead() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-usecase-category-\(UUID().uuidString)")
        try AddUseCaseTests.write(Self.files, to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("PopularMovies", repository: "MoviesRepository", entity: "Movie", project: root, write: true, useCache: false)
        let protocolText = try String(contentsOf: root.appendingPathComponent("Movies/Domain/MoviesRepository.swift"), encoding: .utf8)
        #expect(
            protocolText.contains(
                "func fetchPopularMoviesList(page: Int, cached: @escaping (MoviesPage) -> Void, completion: @escaping MoviesPageResult) -> Cancellable?"),
            "\(protocolText)\n\(outcome.plan.changes.map(\.summary))")
        let useCase = try #require(outcome.plan.newFiles.first { $0.path.hasSuffix("PopularMoviesUseCase.swift") }, "\(outcome.plan.newFiles.map(\.path))")
        #expect(useCase.contents.contains("fetchPopularMoviesList(page: page, cached: cached, completion: completion)"), "\(useCase.contents)")
    }
}

/// A use case whose name matches no method of its repository (`App` over `AuthRepository`), where
/// the project declares no type the repository's name suggests (`Auth`): a new requirement would
/// return a type that does not exist, so the run stops, names the protocol and says what to type.
@Suite("add usecase: no method serves it and no type to return")
struct AddUseCaseUnknownEntityTests {
    @Test("refused at the protocol's file:line with `--method isLogIn()` as the way on; nothing is written")
    func refusedWithTheMethodToName() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-usecase-unknown-entity-\(UUID().uuidString)")
        try AddUseCaseTests.write(
            [
                "App/Domain/AuthRepository.swift": "public protocol AuthRepository {\n  func isLogIn() async throws -> Bool\n}\n",
                "App/Domain/UseCase/LogOutUseCase.swift": """
                public protocol LogOutUseCase {
                  func execute() async throws
                }

                public struct LogOutUseCaseImpl: LogOutUseCase {
                  private let repository: AuthRepository

                  public init(repository: AuthRepository) {
                    self.repository = repository
                  }

                  public func execute() async throws {
                    _ = try await repository.isLogIn()
                  }
                }

                """,
            ], to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try await EvolutionRun.addUseCase("App", repository: "AuthRepository", entity: nil, project: root, write: true, useCache: false)
            Issue.record("expected a refusal")
        } catch {
            let issue = try #require(error.issues.first)
            #expect(issue.location?.file == "App/Domain/AuthRepository.swift" && issue.location?.line == 1, "\(issue)")
            #expect(issue.message.contains("cannot return `Auth`"), "\(issue.message)")
            #expect(issue.hint?.contains("--method isLogIn()") == true, "\(issue.hint ?? "")")
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("App/Domain/UseCase").path)
        #expect(written == ["LogOutUseCase.swift"])
        let repository = try String(contentsOf: root.appendingPathComponent("App/Domain/AuthRepository.swift"), encoding: .utf8)
        #expect(!repository.contains("getApp"))
    }
}
