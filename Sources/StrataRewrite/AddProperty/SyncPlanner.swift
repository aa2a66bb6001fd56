import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel

/// `strata sync`: for every domain entity, each property its derived layers lack (DTO, SwiftData
/// model, application model, mapper directions, mock factories) — the propagation add-property
/// would have made. `--check` reports the drift; without it the gaps are filled.
public struct SyncPlanner {
    let planner: AddPropertyPlanner

    public init(index: SourceIndex, model: CodebaseModel, root: URL) {
        planner = AddPropertyPlanner(index: index, model: model, root: root)
    }

    /// - Parameters:
    ///   - entities: names to check; empty for every entity the classification found.
    public func plan(entities: [String], module: String?, skip: Set<String>, ignore: Set<String>) throws(StrataIssues) -> EvolutionPlan {
        let types = planner.types
        let subjects: [ProjectType]
        if entities.isEmpty {
            subjects = types.byName.values.flatMap { $0 }
                .filter { $0.role == .entity && !$0.isTest && (module == nil || $0.module == module) }
                .sorted { ($0.file.path, $0.name) < ($1.file.path, $1.name) }
        } else {
            subjects = try planner.resolveSubjects(AddPropertyRequest(entities: entities, properties: [], module: module))
        }
        let session = EditSession(root: planner.root)
        for subject in subjects {
            for member in subject.declaration.members where member.kind == .property && !member.isStatic && !member.isComputed && member.name != "id" {
                guard let written = member.type, let type = try? TypeRefParser.parse(written) else { continue }
                var request = AddPropertyRequest(entities: [subject.name], properties: [], module: module, skip: skip)
                request.ignore = ignore
                request.isSync = true
                let property = PropertyRequest(name: member.name, type: type)
                var propagation = Propagation(types: types, session: session, request: request, property: property)
                try propagation.run(subject: subject, type: type, depth: 0)
                try session.commitRound()
            }
        }
        return try session.finish()
    }
}
