import Foundation
import StrataCLI
import StrataModel
import Testing

/// `add usecase` over a repository with overloads (`fetch(id:)` and `fetch(from:to:)`, both
/// returning the entity): the shape of the result tells them apart for the use case's subject, and
/// `--method` takes a selector when a name alone is ambiguous.
@Suite("add usecase over overloaded repository methods")
struct AddUseCaseOverloadsTests {
    func copy() throws -> URL {
        try FixtureProjects.temporaryCopy("vitalarc", label: "add-usecase-overloads")
    }

    func useCaseText(_ outcome: EvolutionRun.Outcome) -> String {
        outcome.plan.newFiles.first { $0.path.hasSuffix("UseCase.swift") }?.contents ?? ""
    }

    @Test("a singular subject calls the overload returning one value")
    func singularSubjectPicksTheSingleValueOverload() async throws {
        let root = try copy()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await EvolutionRun.addUseCase(
            "RefreshWorkout", repository: "WorkoutRepository", entity: nil, project: root, write: false, useCache: false)
        let text = useCaseText(outcome)
        #expect(text.contains(".fetch(id: id)"), "\(text)")
    }

    @Test("a name shared by overloads is refused with every selector, at the protocol's line; a selector picks one")
    func selectorPicksAnOverload() async throws {
        let root = try copy()
        defer { try? FileManager.default.removeItem(at: root) }
        await #expect {
            _ = try await EvolutionRun.addUseCase(
                "GetWorkoutsBetween", repository: "WorkoutRepository", entity: nil, method: "fetch", project: root, write: false, useCache: false)
        } throws: { error in
            guard let issue = (error as? StrataIssues)?.issues.first else { return false }
            return issue.message.contains("has 2 methods named `fetch`: `fetch(id:)`, `fetch(from:to:)`")
                && issue.hint == "name one with its labels: --method fetch(id:)"
                && issue.location?.file == "VitalArc/Domain/Repositories/WorkoutRepository.swift" && issue.location?.line == 5
        }
        let outcome = try await EvolutionRun.addUseCase(
            "GetWorkoutsBetween", repository: "WorkoutRepository", entity: nil, method: "fetch(from:to:)", project: root, write: false,
            useCache: false)
        let text = useCaseText(outcome)
        #expect(text.contains(".fetch(from: startDate, to: endDate)"), "\(text)")
    }
}
