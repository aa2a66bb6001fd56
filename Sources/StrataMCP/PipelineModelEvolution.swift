import Foundation
import StrataModel
import StrataPipeline
import StrataPropagation
import StrataRewrite

/// The model-evolution service the server uses by default: `add_property` through the same
/// pipeline as `strata add-property` (index, syntax-aware edits, verify, all-or-nothing write
/// through `Workspace` at the project root), and `add_usecase` as `strata add usecase`.
package struct PipelineModelEvolution: ModelEvolutionService {
    package init() {}

    package func addProperty(_ request: AddPropertyArguments, project: URL) async throws -> ModelEvolutionResult {
        // Every problem in the arguments at once, worded with the argument's name.
        var problems: [StrataIssue] = []
        var properties: [PropertyRequest] = []
        for (position, property) in request.properties.enumerated() {
            do { properties.append(try Self.checked(property, describedAs: "properties[\(position)] `\(property.name)`")) } catch { problems += error.issues }
        }
        var enums: [NewEnumType] = []
        for (position, item) in request.newEnums.enumerated() {
            do { enums.append(try NewEnumType.checked(name: item.name, cases: item.cases, describedAs: "newEnums[\(position)] `\(item.name)`")) } catch {
                problems += error.issues
            }
        }
        var structs: [NewStructType] = []
        for (position, item) in request.newStructs.enumerated() {
            do {
                let label = "newStructs[\(position)] `\(item.name)`"
                let fields = try item.fields.enumerated().map { (index, field) throws(StrataIssues) in
                    try Self.checked(field, describedAs: "\(label) fields[\(index)] `\(field.name)`")
                }
                structs.append(try NewStructType.checked(name: item.name, fields: fields, describedAs: label))
            } catch {
                problems += error.issues
            }
        }
        if !problems.isEmpty { throw StrataIssues(problems) }
        let names = request.entity.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        var change = StrataPropagation.AddPropertyRequest(entities: names, properties: properties, module: request.module, fill: request.fill, skip: Set(request.skip))
        change.newEnums = enums
        change.newStructs = structs
        let outcome = try await EvolutionRun.addProperty(change, project: project, write: !request.dryRun, from: request.from)
        return Self.result(outcome)
    }

    /// The property from its JSON fields as they are: no text to put together and parse again.
    private static func checked(_ property: AddPropertyArguments.Property, describedAs label: String) throws(StrataIssues) -> PropertyRequest {
        try PropertyRequest.checked(name: property.name, type: property.type, defaultValue: property.defaultValue, doc: property.doc, describedAs: label)
    }

    package func addUseCase(_ request: AddUseCaseArguments, project: URL) async throws -> ModelEvolutionResult {
        let outcome = try await EvolutionRun.addUseCase(
            request.name, repository: request.repository, entity: request.entity, repositories: request.repositories, services: request.services,
            project: project, write: !request.dryRun)
        return Self.result(outcome)
    }

    /// The files the workspace writes (or would), the diff, every change and every place left by hand.
    static func result(_ outcome: EvolutionRun.Outcome) -> ModelEvolutionResult {
        let files = (outcome.writePlan?.entries ?? []).filter(\.action.writes).map {
            ModelEvolutionResult.File(path: $0.path, action: $0.action == .create ? "create" : "update")
        }
        let notes =
            outcome.plan.changes.map { "\($0.path):\($0.line): \($0.summary)" }
            + outcome.plan.unhandled.map { "by hand: \($0)" } + outcome.plan.alreadyPresent.map { "already there: \($0)" }
        return ModelEvolutionResult(written: outcome.report != nil, files: files, diff: outcome.writePlan?.unifiedDiff ?? "", notes: notes)
    }
}
