import Foundation
import StrataCLI
import StrataLint
import Testing

/// `Tests/Fixtures/LintProjects`: codebases in styles other than the presets', linted as a new user
/// would (no `.strata.yml`); then typical flaws are injected into copies and must be found.
@Suite("Lint: trial projects")
struct TrialProjectTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/LintProjects")

    static let expected: [String: [String]] = [
        // The database repository's protocol sits in Data (`Repositories/Database`) though the
        // interactor depends on it: the placement the real-world labels count as right.
        "countries": [
            "CountriesApp/Interactors/CountriesInteractor.swift:5 usecase-single-execute",
            "CountriesApp/Repositories/Database/CountriesDBRepository.swift:4 repository-placement",
        ],
        // The shortcuts the "Clean Architecture MVVM" template takes on purpose: the transport error
        // handed on through `completion(.failure(error))`, Presentation extending it, an untested use case.
        "cinema": [
            "Cinema/Data/Repositories/DefaultShowsRepository.swift:34 repository-error-mapping",
            "Cinema/Domain/UseCases/FetchRecentShowQueriesUseCase.swift:3 test-coverage",
            "Cinema/Presentation/Utils/DataTransferError+ConnectionError.swift:3 dependency-rule",
        ],
        "shelf": [],
        "ledger": [],
    ]

    static func lint(_ url: URL) async throws -> [String] {
        var request = LintRun.Request(project: url)
        request.useCache = false
        return try await LintRun.run(request).report.findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }.sorted()
    }

    /// A copy of the project with `edits` applied: path → (text to find, replacement).
    static func copy(_ name: String, _ edits: [String: [(String, String)]]) throws -> ExampleProject {
        let project = try ExampleProject(files: [])
        let source = root.appendingPathComponent(name)
        for item in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: project.url.appendingPathComponent(item))
        }
        for (path, replacements) in edits {
            let url = project.url.appendingPathComponent(path)
            var text = try String(contentsOf: url, encoding: .utf8)
            for (old, new) in replacements {
                #expect(text.contains(old), "\(path) lacks `\(old)`")
                text = text.replacingOccurrences(of: old, with: new)
            }
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return project
    }

    @Test(arguments: expected.keys.sorted())
    func aNewUserSeesOnlyRealFindings(_ name: String) async throws {
        #expect(try await Self.lint(Self.root.appendingPathComponent(name)) == Self.expected[name])
    }

    @Test("A translated `.failure` passes; a Domain use case naming the concrete repository is found")
    func completionHandlerCode() async throws {
        let project = try Self.copy(
            "cinema",
            [
                "Cinema/Data/Repositories/DefaultShowsRepository.swift": [
                    ("completion(.failure(error))", "completion(.failure(ShowsRepositoryError.unavailable(error.localizedDescription)))"),
                    ("final class DefaultShowsRepository {", "enum ShowsRepositoryError: Error {\n    case unavailable(String)\n}\n\nfinal class DefaultShowsRepository {"),
                ],
                "Cinema/Domain/UseCases/SearchShowsUseCase.swift": [
                    ("    private let showsRepository: ShowsRepository\n", "    private let showsRepository: ShowsRepository\n    private var concrete: DefaultShowsRepository?\n")
                ],
            ])
        defer { project.remove() }
        let findings = try await Self.lint(project.url)
        #expect(
            findings == [
                "Cinema/Domain/UseCases/FetchRecentShowQueriesUseCase.swift:3 test-coverage",
                "Cinema/Domain/UseCases/SearchShowsUseCase.swift:13 dependency-rule",
                "Cinema/Domain/UseCases/SearchShowsUseCase.swift:13 usecase-depends-on-abstractions",
                "Cinema/Presentation/Utils/DataTransferError+ConnectionError.swift:3 dependency-rule",
            ], "\(findings)")
    }

    @Test("A dependency container's nested types are the composition root too; an `Application` folder without UI imports stays the application layer")
    func compositionRootAndApplicationFolder() async throws {
        let project = try ExampleProject(files: [
            ("Shop/Domain/Repositories/OrderRepository.swift", "protocol OrderRepository {\n    func orders() async throws -> [String]\n}\n"),
            ("Shop/Data/LiveOrderRepository.swift", "final class LiveOrderRepository: OrderRepository {\n    func orders() async throws -> [String] { [] }\n}\n"),
            (
                "Shop/Domain/ShopContainer.swift",
                """
                import Foundation
                import SwiftData

                final class ShopContainer {
                    struct Dependencies {
                        let repository: LiveOrderRepository
                    }
                    let dependencies: Dependencies
                    init(dependencies: Dependencies) { self.dependencies = dependencies }
                }
                """
            ),
            ("Shop/Application/Bootstrap.swift", "import SwiftUI\n\nstruct Bootstrap {\n    let repository = LiveOrderRepository()\n}\n"),
            ("Shop/Application/Checkout.swift", "import Foundation\n\nstruct Checkout {\n    let repository = LiveOrderRepository()\n}\n"),
        ])
        defer { project.remove() }
        // The container's file (with its nested `Dependencies`) is the composition root: it may import SwiftData too.
        let findings = try await project.lint(only: ["dependency-rule", "layer-imports"]).report.findings
        #expect(findings.map { "\($0.location.file):\($0.location.line)" } == ["Shop/Application/Checkout.swift:4"], "\(findings)")
        #expect(findings.first?.message.hasPrefix("Application type `Checkout` names `LiveOrderRepository` (a repository implementation in Data)") == true)
    }

    @Test func aFeatureThatLinksDataIsFoundInAModularPackage() async throws {
        let project = try Self.copy(
            "shelf",
            [
                "Package.swift": [
                    (
                        #".target(name: "BooksFeature", dependencies: ["BooksDomain", "DesignSystem"])"#,
                        #".target(name: "BooksFeature", dependencies: ["BooksDomain", "BooksData", "DesignSystem"])"#
                    )
                ],
                "Sources/BooksFeature/SearchViewModel.swift": [
                    ("import BooksDomain\n", "import BooksData\nimport BooksDomain\n"),
                    (
                        "    private let searchBooks: SearchBooksUseCase\n",
                        "    private let searchBooks: SearchBooksUseCase\n    private let repository: LiveBookRepository? = nil\n"
                    ),
                ],
            ])
        defer { project.remove() }
        let findings = try await Self.lint(project.url)
        #expect(
            findings == [
                "Package.swift:12 module-dependencies",
                "Sources/BooksFeature/SearchViewModel.swift:1 module-dependencies",
                "Sources/BooksFeature/SearchViewModel.swift:13 dependency-rule",
            ], "\(findings)")
    }

    @Test func legacyShortcutsAreFoundInAUIKitApp() async throws {
        let project = try Self.copy(
            "ledger",
            [
                "Ledger/Domain/Entities/Account.swift": [("import Foundation\n", "import Foundation\nimport UIKit\n")],
                "Ledger/Data/Repositories/RemoteAccountRepository.swift": [
                    ("let accounts = dtos.map { $0.toDomain() }", "let accounts = dtos.map { $0.toDomain() }.filter { $0.balance > 0 }"),
                    (
                        "} catch LedgerAPIError.unauthorized {\n            throw AccountRepositoryError.sessionExpired\n        } catch {\n            throw AccountRepositoryError.unavailable",
                        "} catch let error as LedgerAPIError {\n            throw error\n        } catch {\n            throw AccountRepositoryError.unavailable"
                    ),
                ],
                "Ledger/Scenes/Accounts/AccountsPresenter.swift": [
                    (
                        "    func load() async -> [Row] {",
                        "    func decode(_ dto: AccountDTO) -> Row { Row(title: dto.displayName, amount: \"\") }\n\n    func load() async -> [Row] {"
                    )
                ],
            ])
        defer { project.remove() }
        let findings = try await Self.lint(project.url)
        #expect(
            findings == [
                "Ledger/Data/Repositories/RemoteAccountRepository.swift:41 repository-error-mapping",
                "Ledger/Domain/Entities/Account.swift:2 layer-imports",
                "Ledger/Scenes/Accounts/AccountsPresenter.swift:21 dto-boundary",
            ], "\(findings)")
        // The in-memory filter is found once the (off by default) heuristic is turned on.
        var request = LintRun.Request(project: project.url)
        request.useCache = false
        request.only = ["repository-business-logic"]
        let heuristic = try await LintRun.run(request).report.findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
        #expect(heuristic == ["Ledger/Data/Repositories/RemoteAccountRepository.swift:16 repository-business-logic"], "\(heuristic)")
    }
}
