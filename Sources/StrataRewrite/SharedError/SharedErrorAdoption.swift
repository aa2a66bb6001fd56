import Foundation
import StrataGenerate
import StrataModel
import StrataPropagation
import StrataWorkspace

/// `generate` into a project that already declares the feature's error type, most often one
/// app-wide enum (`ShopError`, from `errorTypeName: "{app}Error"`): the generator's own error file
/// would collide with it (or declare the type a second time elsewhere), so it is dropped and the
/// project's enum gains the cases the new code uses (`SharedErrorPlanner`), in the same
/// all-or-nothing write as the new files.
package struct SharedErrorAdoption: Sendable {
    /// What to write: every generated file, or all but the error file when the project's enum is extended.
    package var files: [GeneratedFile]
    /// The edit of the project's enum (no rewrite when it has every case already, as on a second
    /// run), with its summary and the places left for a person; nil when the generated error file is written.
    package var plan: EvolutionPlan?

    /// - Parameters:
    ///   - errorCases: the cases the planner gave the generated error enum (`GenerationResult.errorCases`).
    ///   - perFeature: whether the error type's name depends on the feature (`{feature}Error`): then a
    ///     file Strata wrote at the error file's path is its own, regenerated like any other.
    ///   - errorFileAction: the workspace's decision for the generated error file (`Workspace.decision(for:force:)`),
    ///     which says without another read whether Strata wrote the file at its path.
    ///   - excludes: the project's `exclude` globs, beside the index's defaults.
    package static func adopt(
        _ files: [GeneratedFile], errorCases: [PlannedErrorCase], errorType: String, perFeature: Bool, feature: String, root: URL,
        errorFileAction: WriteAction?, excludes: [String]
    ) async throws(StrataIssues) -> SharedErrorAdoption {
        let unchanged = SharedErrorAdoption(files: files, plan: nil)
        guard let errorFile = files.first(where: { $0.role == .error }) else { return unchanged }
        switch errorFileAction {
        case .unchanged?: return unchanged  // exactly the generated file: every case is there
        case .update?, .skipEdited?, .overwriteEdited?, .merge?: if perFeature { return unchanged }  // Strata's own feature error
        default: break
        }
        var survey = await ErrorTypeSurvey.take(errorType, root: root, excludes: excludes)
        guard !survey.declarations.isEmpty else { return unchanged }
        let needed = FeatureErrorCases.of(errorCases)
        if survey.declarations.count == 1, let existing = survey.declarations.first?.caseNames,
            needed.contains(where: { !existing.contains($0.name) })
        {
            await survey.addSwitches(over: errorType, caseNames: existing, root: root, excludes: excludes)
        }
        let plan = try SharedErrorPlanner(root: root, typeName: errorType, feature: feature).plan(adding: needed, survey: survey)
        return SharedErrorAdoption(files: files.filter { $0.path != errorFile.path }, plan: plan)
    }
}
