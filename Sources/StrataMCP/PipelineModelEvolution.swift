import Foundation
import StrataModel
import StrataPipeline
import StrataRewrite

/// The model-evolution service the server uses by default: `add_property` through the same
/// pipeline as `strata add-property` (index, syntax-aware edits, verify, all-or-nothing write
/// through `Workspace` at the project root), and `add_usecase` as `strata add usecase`.
public struct PipelineModelEvolution: ModelEvolutionService {
    public init() {}

    public func addProperty(_ request: AddPropertyArguments, project: URL) async throws -> ModelEvolutionResult {
        var problems: [StrataIssue] = []
        var properties: [PropertyRequest] = []
        for property in request.properties {
            let text = property.name + ":" + property.type + (property.defaultValue.map { "=" + $0 } ?? "")
            do { properties.append(try PropertyRequest.parse(text, doc: property.doc)) } catch { problems += error.issues }
        }
        if !problems.isEmpty { throw StrataIssues(problems) }
        let names = request.entity.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        let outcome = try await EvolutionRun.addProperty(
            StrataRewrite.AddPropertyRequest(entities: names, properties: properties, module: request.module), project: project, write: !request.dryRun)
        return Self.result(outcome)
    }

    public func addUseCase(_ request: AddUseCaseArguments, project: URL) async throws -> ModelEvolutionResult {
        let outcome = try await EvolutionRun.addUseCase(request.name, repository: request.repository, entity: nil, project: project, write: !request.dryRun)
        return Self.result(outcome)
    }

    /// The files the workspace writes (or would), the diff, every change and every place left by hand.
    static func result(_ outcome: EvolutionRun.Outcome) -> ModelEvolutionResult {
        let files = (outcome.writePlan?.entries ?? []).filter(\.action.writes).map {
            ModelEvolutionResult.File(path: $0.path, action: $0.action == .create ? "create" : "update")
        }
        let notes = outcome.plan.changes.map { "\($0.path):\($0.line): \($0.summary)" }
            + outcome.plan.unhandled.map { "by hand: \($0)" } + outcome.plan.alreadyPresent.map { "already there: \($0)" }
        return ModelEvolutionResult(written: outcome.report != nil, files: files, diff: outcome.writePlan?.unifiedDiff ?? "", notes: notes)
    }
}
