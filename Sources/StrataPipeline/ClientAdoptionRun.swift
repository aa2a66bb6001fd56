import Foundation
import StrataGenerate
import StrataModel
import StrataPropagation
import StrataRewrite

/// The part of `generate` that touches the project's own networking when the Data layer calls the
/// project's client (`conventions.data.apiClient.adopt`): index the project, check the client is
/// there as configured, and plan the new endpoint cases, written with the generated files.
enum ClientAdoptionRun {
    /// `nil` when the run generates no Data layer or writes Strata's own client.
    /// - Parameter needs: the generator's `GenerationResult.clientNeeds`.
    static func plan(_ needs: ProjectClientNeeds?, project: URL) async throws(StrataIssues) -> EvolutionPlan? {
        guard let needs else { return nil }
        let indexed = try await AnalysisRun.index(project: project)
        // Roles are enough to tell test files and modules apart; relations are not needed.
        let model = indexed.classifier.classify(indexed.index, relations: false)
        return try ClientAdoptionPlanner(index: indexed.index, model: model, root: project).plan(needs)
    }
}
