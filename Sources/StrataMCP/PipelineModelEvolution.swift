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
        // Every problem in the arguments at once, worded with the argument's name.
        var problems: [StrataIssue] = []
        var properties: [PropertyRequest] = []
        for property in request.properties {
            do { properties.append(try PropertyRequest.parse(Self.text(of: property), doc: property.doc)) } catch { problems += error.issues }
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
                structs.append(try NewStructType.checked(
                    name: item.name, fields: item.fields.map(Self.text(of:)), describedAs: "newStructs[\(position)] `\(item.name)`"))
            } catch {
                problems += error.issues
            }
        }
        if !problems.isEmpty { throw StrataIssues(problems) }
        let names = request.entity.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        var change = StrataRewrite.AddPropertyRequest(entities: names, properties: properties, module: request.module, fill: request.fill, skip: Set(request.skip))
        change.newEnums = enums
        change.newStructs = structs
        let outcome = try await EvolutionRun.addProperty(change, project: project, write: !request.dryRun, from: request.from)
        return Self.result(outcome)
    }

    /// `name:Type` or `name:Type=default`, as the command line takes a property.
    private static func text(of property: AddPropertyArguments.Property) -> String {
        property.name + ":" + property.type + (property.defaultValue.map { "=" + $0 } ?? "")
    }

    public func addUseCase(_ request: AddUseCaseArguments, project: URL) async throws -> ModelEvolutionResult {
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
        let notes = outcome.plan.changes.map { "\($0.path):\($0.line): \($0.summary)" }
            + outcome.plan.unhandled.map { "by hand: \($0)" } + outcome.plan.alreadyPresent.map { "already there: \($0)" }
        return ModelEvolutionResult(written: outcome.report != nil, files: files, diff: outcome.writePlan?.unifiedDiff ?? "", notes: notes)
    }
}
