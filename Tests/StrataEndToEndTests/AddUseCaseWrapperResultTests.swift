import Foundation
import StrataCLI
import StrataRewrite
import Testing

/// `add usecase` over repositories whose methods return a wrapper that carries its own failure
/// (RxSwift's `Single`, Combine's `AnyPublisher`) and do not throw: the implementation still gets a
/// witness that compiles, failing until a person writes it, as a throwing requirement's does.
@Suite("add usecase: placeholder witnesses for wrapper results")
struct AddUseCaseWrapperResultTests {
    static func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-add-usecase-wrapper-\(UUID().uuidString)")
        try AddUseCaseTests.write(files, to: root)
        return root
    }

    static let bookmark = "import Foundation\n\npublic struct Bookmark: Equatable {\n  public let id: String\n  public let title: String\n}\n"

    /// A use case of the project's own, for the new one to follow.
    static func fetchUseCase(returning result: String, import module: String) -> String {
        """
        import \(module)

        public protocol FetchBookmarksUseCase {
          func execute() -> \(result)
        }

        public final class FetchBookmarksUseCaseImpl: FetchBookmarksUseCase {
          private let bookmarkRepository: BookmarkRepository

          public init(bookmarkRepository: BookmarkRepository) {
            self.bookmarkRepository = bookmarkRepository
          }

          public func execute() -> \(result) {
            bookmarkRepository.fetchBookmarks()
          }
        }

        """
    }

    @Test("an RxSwift `Single` requirement: the implementation returns `.error(NotImplemented())`, declared inside it once")
    func singleWitness() async throws {
        let root = try Self.project([
            "App/Domain/Bookmark.swift": Self.bookmark,
            "App/Domain/UseCase/FetchBookmarksUseCase.swift": Self.fetchUseCase(returning: "Single<[Bookmark]>", import: "RxSwift"),
            "App/Domain/BookmarkRepository.swift": """
            import RxSwift

            public protocol BookmarkRepository {
              func fetchBookmarks() -> Single<[Bookmark]>

              func deleteBookmark(id: String) -> Single<Void>
            }

            """,
            "App/Data/BookmarkRepositoryImpl.swift": """
            import RxSwift

            final class BookmarkRepositoryImpl: BookmarkRepository {
              func fetchBookmarks() -> Single<[Bookmark]> {
                .just([])
              }

              func deleteBookmark(id: String) -> Single<Void> {
                .just(())
              }
            }

            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("ReadBookmark", repository: "BookmarkRepository", entity: nil, project: root, write: true, useCache: false)
        let implementation = try String(contentsOf: root.appendingPathComponent("App/Data/BookmarkRepositoryImpl.swift"), encoding: .utf8)
        let requirement = try #require(
            try String(contentsOf: root.appendingPathComponent("App/Domain/BookmarkRepository.swift"), encoding: .utf8)
                .split(separator: "\n").last { $0.contains("func read") }, "no requirement added: \(outcome.plan.unhandled)")
        #expect(requirement.contains("-> Single<"), "\(requirement)")
        #expect(
            implementation.hasSuffix(
                """
                    .just(())
                  }

                  func readBookmark(id: String) -> Single<Void> {
                    // TODO(strata): `strata add usecase ReadBookmark` added this requirement; read or write through the data sources here.
                    return .error(NotImplemented())
                  }

                  /// What the witnesses Strata added fail with until their bodies are written.
                  private struct NotImplemented: Error {}
                }

                """), "\(implementation)")
        #expect(implementation.contains("return .error(NotImplemented())"), "\(implementation)")
        #expect(implementation.components(separatedBy: "struct NotImplemented").count == 2)
        #expect(!outcome.plan.unhandled.contains { $0.message.contains("must now implement") }, "\(outcome.plan.unhandled)")
        #expect(outcome.plan.unhandled.contains { $0.message.contains("fails with `NotImplemented()` until its body is written") })
    }

    @Test("a Combine `AnyPublisher<T, E>` requirement fails with a value of `E`, named from its type")
    func publisherWitness() async throws {
        let root = try Self.project([
            "App/Domain/Bookmark.swift": Self.bookmark,
            "App/Domain/UseCase/FetchBookmarksUseCase.swift": Self.fetchUseCase(returning: "AnyPublisher<[Bookmark], BookmarkError>", import: "Combine"),
            "App/Domain/BookmarkError.swift": "public enum BookmarkError: Error {\n  case offline\n  case unknown\n}\n",
            "App/Domain/BookmarkRepository.swift": """
            import Combine

            public protocol BookmarkRepository {
              func fetchBookmarks() -> AnyPublisher<[Bookmark], BookmarkError>
            }

            """,
            "App/Data/BookmarkRepositoryImpl.swift": """
            import Combine

            final class BookmarkRepositoryImpl: BookmarkRepository {
              func fetchBookmarks() -> AnyPublisher<[Bookmark], BookmarkError> {
                Just([]).setFailureType(to: BookmarkError.self).eraseToAnyPublisher()
              }
            }

            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("ReadBookmark", repository: "BookmarkRepository", entity: nil, project: root, write: true, useCache: false)
        let implementation = try String(contentsOf: root.appendingPathComponent("App/Data/BookmarkRepositoryImpl.swift"), encoding: .utf8)
        #expect(implementation.contains("return Fail(error: BookmarkError.unknown).eraseToAnyPublisher()"), "\(implementation)\n\(outcome.plan.unhandled)")
        #expect(!implementation.contains("NotImplemented"))
    }
}
