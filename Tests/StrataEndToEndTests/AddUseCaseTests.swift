import Foundation
import StrataCLI
import StrataModel
import StrataRewrite
import Testing

/// `strata add usecase` on copies of the preset-style fixture projects: files in each project's
/// conventions, the missing repository requirement added, conformers listed, idempotent. The
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

    @Test("contract style: contract + implementation, mock and tests where seed 002 puts them; twice changes nothing")
    func contractStyle() async throws {
        let root = try copy("contract")
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try await EvolutionRun.addUseCase("RefreshEpisode", repository: "EpisodeRepositoryContract", entity: nil, project: root, write: true, useCache: false)
        #expect(first.report?.created == [
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

    @Test("a method the repository lacks is added to the protocol; implementation and mock are listed with file:line")
    func missingRequirement() async throws {
        let root = try copy("popcorn")
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase("SearchMoviesPage", repository: "MovieRepository", entity: nil, project: root, write: false, useCache: false)
        let protocolEdit = try #require(outcome.plan.rewrites.first { $0.path.hasSuffix("MovieRepository.swift") })
        #expect(protocolEdit.rewritten.contains("func searchMoviesPage("))
        #expect(outcome.plan.unhandled.count == 2, "\(outcome.plan.unhandled)")
        #expect(outcome.plan.unhandled.allSatisfy { $0.location != nil && $0.message.contains("must now implement `func searchMoviesPage(") })
    }

    @Test("an unknown repository gets a suggestion; a name outside seed 002's table is refused")
    func refusals() async throws {
        let root = Self.projects.appendingPathComponent("vitalarc")
        do {
            _ = try await EvolutionRun.addUseCase("RefreshWorkout", repository: "WorkoutRepositry", entity: nil, project: root, write: false, useCache: false)
            Issue.record("accepted an unknown repository")
        } catch {
            #expect(error.issues.first?.hint == "did you mean `WorkoutRepository`?")
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
