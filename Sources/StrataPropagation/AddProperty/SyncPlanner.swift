import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel

/// `strata sync`: for every domain entity, each property its derived layers lack (DTO, SwiftData
/// model, application model, mapper directions, mock factories) — the propagation add-property
/// would have made. `--check` reports the drift; without it the gaps are filled.
package struct SyncPlanner {
    let planner: AddPropertyPlanner

    package init(index: SourceIndex, model: CodebaseModel, root: URL) {
        planner = AddPropertyPlanner(index: index, model: model, root: root)
    }

    /// - Parameters:
    ///   - entities: names to check; empty for every domain model (see `domainModels`).
    package func plan(entities: [String], module: String?, skip: Set<String>, ignore: Set<String>) throws(StrataIssues) -> EvolutionPlan {
        let types = planner.types
        let subjects: [ProjectType]
        if entities.isEmpty {
            subjects = Self.domainModels(types).filter { module == nil || $0.module == module || $0.module == module.map(SwiftModuleName.of) }
        } else {
            subjects = try planner.resolveSubjects(AddPropertyRequest(entities: entities, properties: [], module: module))
        }
        let session = EditSession(root: planner.root, fileNames: ModuleFileNames(index: planner.types.index))
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

    /// The entities the classification found, and the types built from a DTO or a stored model
    /// wherever they live (`Model/Product.swift` with `init(payload:)`): the models a sync
    /// follows outward. DTOs and stored models themselves are never subjects.
    static func domainModels(_ types: ProjectTypes) -> [ProjectType] {
        let all = types.byName.values.joined().filter { !$0.isTest && [.struct, .class].contains($0.declaration.kind) }
        func isWire(_ type: ProjectType) -> Bool { type.isPersistenceModel || (type.isCodable && type.role != .entity) }
        var names = Set(all.filter { $0.role == .entity }.map(\.name))
        var owners = Array(all)
        owners += types.extensionsByName.values.joined().filter { !$0.isTest }
        for owner in owners {
            let ownerName = ProjectTypes.unqualified(owner.declaration.name, modules: types.modules)
            let ownerIsWire = types.resolve(ownerName, at: owner.file.path).map(isWire) ?? false
            for member in owner.declaration.members where !member.isAsync {
                let fromWire = ownerIsWire || member.parameters.contains { types.resolve($0.type, at: owner.file.path).map(isWire) ?? false }
                guard fromWire else { continue }
                let built = member.kind == .initializer ? ownerName : member.type
                if let built, let target = types.resolve(built, at: owner.file.path), !isWire(target), target.role != .mock, !target.isTest,
                    [.struct, .class].contains(target.declaration.kind), !MappingFinder.plumbingRoles.contains(target.role)
                {
                    names.insert(target.name)
                }
            }
        }
        return all.filter { names.contains($0.name) }.sorted { ($0.file.path, $0.name) < ($1.file.path, $1.name) }
    }
}
