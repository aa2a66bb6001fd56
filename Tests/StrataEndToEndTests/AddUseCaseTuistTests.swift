import Foundation
import StrataCLI
import StrataMock
import StrataModel
import StrataPropagation
import StrataRewrite
import Testing

/// `strata add usecase` on a Tuist app (no `Package.swift`: modules come from `Project.swift`
/// files) whose repositories take a cache policy, whose features live in `Features/<F>/Sources` and
/// `Features/<F>/Tests/Shared/Mocks`, indented with tabs, and whose entity is named `Character`.
/// The use case calls the repository's existing method with the policy its name implies, reuses
/// the repository mock's members, and lands in the repository's own feature.
@Suite("add usecase on a Tuist app with cache-policy repositories")
struct AddUseCaseTuistTests {
    func copy() throws -> URL {
        try FixtureProjects.temporaryCopy("tuist", label: "add-usecase-tuist")
    }

    func read(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("over `getEpisodes(characterIdentifier:cachePolicy:)`: calls it with `.localFirst`, the mock's members reused, in Features/Episode, tabs")
    func existingMethodWithCachePolicy() async throws {
        let root = try copy()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase(
            "GetCharacterEpisodes", repository: "EpisodeRepositoryContract", entity: "EpisodeCharacterWithEpisodes", project: root, write: true,
            useCache: false)
        #expect(
            outcome.report?.created == [
                "Features/Episode/Sources/Domain/UseCases/GetCharacterEpisodesUseCase.swift",
                "Features/Episode/Tests/Shared/Mocks/GetCharacterEpisodesUseCaseMock.swift",
                "Features/Episode/Tests/Unit/Domain/UseCases/GetCharacterEpisodesUseCaseTests.swift",
            ])
        #expect(outcome.plan.rewrites.isEmpty, "the repository, its mock and implementation already have the method")
        #expect(
            try read(root, "Features/Episode/Sources/Domain/UseCases/GetCharacterEpisodesUseCase.swift") == """
                import PortalCore

                protocol GetCharacterEpisodesUseCaseContract: Sendable {
                \tfunc execute(characterIdentifier: Int) async throws(EpisodeError) -> EpisodeCharacterWithEpisodes
                }

                struct GetCharacterEpisodesUseCase: GetCharacterEpisodesUseCaseContract {
                \tprivate let repository: EpisodeRepositoryContract

                \tinit(repository: EpisodeRepositoryContract) {
                \t\tself.repository = repository
                \t}

                \tfunc execute(characterIdentifier: Int) async throws(EpisodeError) -> EpisodeCharacterWithEpisodes {
                \t\ttry await repository.getEpisodes(characterIdentifier: characterIdentifier, cachePolicy: .localFirst)
                \t}
                }

                """)
        #expect(
            try read(root, "Features/Episode/Tests/Shared/Mocks/GetCharacterEpisodesUseCaseMock.swift") == """
                import PortalCore

                @testable import PortalEpisode

                final class GetCharacterEpisodesUseCaseMock: GetCharacterEpisodesUseCaseContract, @unchecked Sendable {
                \tvar result: Result<EpisodeCharacterWithEpisodes, EpisodeError> = .failure(.loadFailed())
                \tprivate(set) var executeCallCount = 0
                \tprivate(set) var lastRequestedCharacterIdentifier: Int?

                \t@MainActor init() {}

                \tfunc execute(characterIdentifier: Int) async throws(EpisodeError) -> EpisodeCharacterWithEpisodes {
                \t\texecuteCallCount += 1
                \t\tlastRequestedCharacterIdentifier = characterIdentifier
                \t\treturn try result.get()
                \t}
                }

                """)
        #expect(
            try read(root, "Features/Episode/Tests/Unit/Domain/UseCases/GetCharacterEpisodesUseCaseTests.swift") == """
                import Testing
                import PortalCore

                @testable import PortalEpisode

                @Suite
                struct GetCharacterEpisodesUseCaseTests {
                \t@Test("Execute returns the repository's value, reading local data first")
                \t@MainActor
                \tfunc executeReturnsValue() async throws {
                \t\t// Given
                \t\tlet expected = EpisodeCharacterWithEpisodes.stub()
                \t\tlet repositoryMock = EpisodeRepositoryMock()
                \t\trepositoryMock.result = .success(expected)
                \t\tlet sut = GetCharacterEpisodesUseCase(repository: repositoryMock)

                \t\t// When
                \t\tlet value = try await sut.execute(characterIdentifier: 1)

                \t\t// Then
                \t\t#expect(value == expected)
                \t\t#expect(repositoryMock.getEpisodesCallCount == 1)
                \t\t#expect(repositoryMock.lastRequestedCharacterIdentifier == 1)
                \t\t#expect(repositoryMock.lastCachePolicy == .localFirst)
                \t}

                \t@Test("Execute forwards the repository's error")
                \t@MainActor
                \tfunc executeForwardsError() async {
                \t\t// Given
                \t\tlet repositoryMock = EpisodeRepositoryMock()
                \t\trepositoryMock.result = .failure(EpisodeError.loadFailed())
                \t\tlet sut = GetCharacterEpisodesUseCase(repository: repositoryMock)

                \t\t// When / Then
                \t\tawait #expect(throws: EpisodeError.loadFailed()) {
                \t\t\t_ = try await sut.execute(characterIdentifier: 1)
                \t\t}
                \t}
                }

                """)
        let second = try await EvolutionRun.addUseCase(
            "GetCharacterEpisodes", repository: "EpisodeRepositoryContract", entity: "EpisodeCharacterWithEpisodes", project: root, write: true,
            useCache: false)
        #expect(!second.plan.changesFiles, "a second run changes nothing")
    }

    @Test("Refresh… over the app's own `Character`: not refused for shadowing Swift's, calls the method with `.remoteFirst`")
    func refreshOverCharacter() async throws {
        let root = try copy()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("RefreshCharacter", repository: "CharacterRepositoryContract", entity: nil, project: root, write: true, useCache: false)
        #expect(
            outcome.report?.created == [
                "Features/Character/Sources/Domain/UseCases/RefreshCharacterUseCase.swift",
                "Features/Character/Tests/Shared/Mocks/RefreshCharacterUseCaseMock.swift",
                "Features/Character/Tests/Unit/Domain/UseCases/RefreshCharacterUseCaseTests.swift",
            ])
        let code = try read(root, "Features/Character/Sources/Domain/UseCases/RefreshCharacterUseCase.swift")
        #expect(code.contains("\t\ttry await repository.getCharacter(identifier: identifier, cachePolicy: .remoteFirst)\n"))
        #expect(code.contains("\tfunc execute(identifier: Int) async throws(CharacterError) -> Character {\n"))
        let tests = try read(root, "Features/Character/Tests/Unit/Domain/UseCases/RefreshCharacterUseCaseTests.swift")
        #expect(tests.contains("\t\tlet expected = Character.stub()\n"), "the project's own factory:\n\(tests)")
        #expect(tests.contains("\t\trepositoryMock.result = .success(expected)\n"))
        #expect(tests.contains("\t\t#expect(repositoryMock.lastCharacterCachePolicy == .remoteFirst)\n"), "the mock's own member:\n\(tests)")
        #expect(!tests.contains("@testable import PortalEpisode"))
    }

    @Test("…Page use cases: the page method of their own repository, its mock's result, files under Features/Character (not Features/CharactersPage)")
    func pageUseCases() async throws {
        let root = try copy()
        defer { try? FileManager.default.removeItem(at: root) }
        let refresh = try await EvolutionRun.addUseCase(
            "RefreshCharactersPage", repository: "CharactersPageRepositoryContract", entity: nil, project: root, write: true, useCache: false)
        #expect(refresh.report?.created.allSatisfy { $0.hasPrefix("Features/Character/") } == true, "\(refresh.report?.created ?? [])")
        let code = try read(root, "Features/Character/Sources/Domain/UseCases/RefreshCharactersPageUseCase.swift")
        #expect(code.contains("try await repository.getCharactersPage(page: page, cachePolicy: .remoteFirst)"))
        let tests = try read(root, "Features/Character/Tests/Unit/Domain/UseCases/RefreshCharactersPageUseCaseTests.swift")
        #expect(tests.contains("repositoryMock.charactersResult = .success(expected)"), "\(tests)")
        #expect(tests.contains("#expect(repositoryMock.lastRequestedPage == 1)"), "\(tests)")

        let search = try await EvolutionRun.addUseCase(
            "SearchCharactersPage", repository: "CharactersPageRepositoryContract", entity: nil, project: root, write: true, useCache: false)
        let searchCode = try read(root, "Features/Character/Sources/Domain/UseCases/SearchCharactersPageUseCase.swift")
        #expect(searchCode.contains("func execute(page: Int, filter: CharacterFilter) async throws(CharacterError) -> CharactersPage"))
        #expect(searchCode.contains("try await repository.searchCharactersPage(page: page, filter: filter)"))
        let searchTests = try read(root, "Features/Character/Tests/Unit/Domain/UseCases/SearchCharactersPageUseCaseTests.swift")
        #expect(searchTests.contains("sut.execute(page: 1, filter: CharacterFilter(name: nil, status: nil))"), "\(searchTests)")
        #expect(searchTests.contains("repositoryMock.searchResult = .success(expected)"), "\(searchTests)")
        #expect(search.plan.unhandled.isEmpty, "\(search.plan.unhandled)")
    }

    @Test("--method names the method to call; an unknown one gets a did-you-mean at the protocol's file:line:col, nothing written")
    func methodOption() async throws {
        let root = try copy()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase(
            "LoadCharactersPage", repository: "CharactersPageRepositoryContract", entity: nil, method: "getCharactersPage", project: root, write: true,
            useCache: false)
        #expect(
            try read(root, "Features/Character/Sources/Domain/UseCases/LoadCharactersPageUseCase.swift").contains(
                "repository.getCharactersPage(page: page, cachePolicy: .localFirst)"))
        #expect(outcome.report?.created.count == 3)
        await #expect {
            _ = try await EvolutionRun.addUseCase(
                "GetCharacterSummary", repository: "CharactersPageRepositoryContract", entity: nil, method: "getCharacterPage", project: root, write: true,
                useCache: false)
        } throws: { error in
            guard let issue = (error as? StrataIssues)?.issues.first else { return false }
            return issue.message.contains("has no method `getCharacterPage`") && issue.hint == "did you mean `--method getCharactersPage`?"
                && issue.location?.file == "Features/Character/Sources/Domain/Repositories/CharactersPageRepositoryContract.swift"
                && issue.location?.line == 3 && issue.location?.column == 1
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Features/Character/Sources/Domain/UseCases/GetCharacterSummaryUseCase.swift").path))
    }

    @Test("an unknown --entity gets a did-you-mean naming the repository's file:line:col; nothing is written")
    func unknownEntity() async throws {
        let root = try copy()
        defer { try? FileManager.default.removeItem(at: root) }
        await #expect {
            _ = try await EvolutionRun.addUseCase(
                "GetCharacterEpisodes", repository: "EpisodeRepositoryContract", entity: "EpisodeCharacterWithEpisode", project: root, write: true,
                useCache: false)
        } throws: { error in
            guard let issue = (error as? StrataIssues)?.issues.first else { return false }
            return issue.message == "no type `EpisodeCharacterWithEpisode` in the project's sources for --entity"
                && issue.hint == "did you mean `--entity EpisodeCharacterWithEpisodes`?"
                && issue.location == SourceLocation(file: "Features/Episode/Sources/Domain/Repositories/EpisodeRepositoryContract.swift", line: 3, column: 1)
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Features/Episode/Sources/Domain/UseCases").path))
    }

    @Test("an unknown repository gets a did-you-mean")
    func unknownRepository() async throws {
        let root = try copy()
        defer { try? FileManager.default.removeItem(at: root) }
        await #expect {
            _ = try await EvolutionRun.addUseCase("GetEpisodes", repository: "EpisodeRepositoryContrat", entity: nil, project: root, write: true, useCache: false)
        } throws: { error in
            (error as? StrataIssues)?.issues.first?.hint == "did you mean `--repository EpisodeRepositoryContract`?"
        }
    }

    @Test("strata mock on the Tuist app: mocks beside the feature's own mocks, importing the feature's module; no refusal")
    func mockPlacement() async throws {
        let root = try copy()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await MockRun.run(MockRequest(project: root, mode: .write, useCache: false))
        #expect(
            outcome.report?.created.sorted() == [
                "Features/Character/Tests/Shared/Mocks/CharacterRemoteDataSourceMock.swift",
                "Features/Character/Tests/Shared/Mocks/GetCharactersPageUseCaseMock.swift",
            ])
        let mock = try read(root, "Features/Character/Tests/Shared/Mocks/GetCharactersPageUseCaseMock.swift")
        #expect(mock.hasPrefix("@testable import PortalCharacter\n\n"), "the module the feature's mocks import:\n\(mock)")
        #expect(mock.contains("\tfunc execute(page: Int) async throws(CharacterError) -> CharactersPage {\n"), "tabs, like the project:\n\(mock)")
    }

    @Test("add entity in the feature's own folders: the entity beside the feature's models, its factory beside the feature's stubs")
    func addEntityInFeatureFolders() async throws {
        let root = try copy()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addEntity(
            "Location", properties: [try PropertyRequest.parse("name:String"), try PropertyRequest.parse("dimension:String?")], idType: .int,
            feature: "Character", withRepository: false, project: root, write: true, useCache: false)
        let created = outcome.report?.created ?? []
        #expect(created.contains("Features/Character/Sources/Domain/Models/Location.swift"), "\(created)")
        #expect(created.contains { $0.hasPrefix("Features/Character/Tests/Shared/Stubs/Location") }, "\(created)")
        let factory = try created.first { $0.hasPrefix("Features/Character/Tests/Shared/Stubs/") }.map { try read(root, $0) } ?? ""
        #expect(factory.contains("@testable import PortalCharacter"), "\(factory)")
        #expect(try read(root, "Features/Character/Sources/Domain/Models/Location.swift").contains("\tlet name: String"), "tabs")
    }
}
