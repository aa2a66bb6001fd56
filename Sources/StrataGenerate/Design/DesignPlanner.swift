import StrataModel

/// The "Domain Design" Markdown document (entities, repositories, use cases, Data Layer Notes), plus a Mermaid class diagram.
struct DesignPlanner {
    let scope: PlanningScope
    /// When the Data layer is generated, its notes name what was written instead of what is needed.
    var data: DataScope?

    struct Context: Sendable, Encodable {
        struct EntitySection: Sendable, Encodable {
            var entityName: String
            var file: String
            var purposeLines: [String]
            var propertyLines: [String]
            var relationshipLines: [String]
            var hasRelationships: Bool
        }
        struct EnumSection: Sendable, Encodable {
            var enumName: String
            var file: String
            var caseList: String
        }
        struct RepositorySection: Sendable, Encodable {
            var repositoryName: String
            var file: String
            var methodLines: [String]
        }
        struct UseCaseSection: Sendable, Encodable {
            var useCaseName: String
            var file: String
            var purpose: String
            var dependencies: String
            var returns: String
            var ruleLines: [String]
        }
        var feature: String
        var summaryLines: [String]
        var conventionsLine: String
        var entities: [EntitySection]
        var enums: [EnumSection]
        var hasEnums: Bool
        var repositories: [RepositorySection]
        var useCases: [UseCaseSection]
        var dataNotes: [String]
        var diagramLines: [String]
    }

    func plan(path: String) -> PlannedFile {
        PlannedFile(path: path, role: .designDocument, template: "design", context: context(), isSwift: false)
    }

    func context() -> Context {
        let names = scope.names
        let model = scope.model
        let entities = model.entities.map { entity in
            Context.EntitySection(
                entityName: entity.name,
                file: names.path(\.entity, name: entity.name),
                purposeLines: PlanningScope.docLines(entity.doc).isEmpty ? [] : [entity.doc ?? ""],
                propertyLines: ["`id: \(entity.idType.swift)` - Unique identifier"] + entity.properties.map(propertyLine),
                relationshipLines: entity.properties.compactMap(relationshipLine),
                hasRelationships: entity.properties.contains { $0.relationship != nil }
            )
        }
        let enums = model.enums.map { enumType in
            Context.EnumSection(
                enumName: enumType.name,
                file: names.path(\.enumType, name: enumType.name),
                caseList: enumType.cases.map(\.name).joined(separator: ", ")
            )
        }
        let repositories = model.repositories.map { repository in
            Context.RepositorySection(
                repositoryName: names.repositoryProtocol(for: repository.entity),
                file: names.path(\.repository, name: names.repositoryProtocol(for: repository.entity)),
                methodLines: (scope.methods[repository.entity] ?? []).map { method in
                    let purpose = method.query?.doc ?? RepositoryPlanner.summary(of: method, entity: repository.entity)
                    return "`\(method.selector)`" + (purpose.map { " - \($0)" } ?? "")
                }
            )
        }
        let useCases = scope.generatedUseCases.map { useCase in
            let signature = ExecuteSignature(useCase, scope: scope)
            return Context.UseCaseSection(
                useCaseName: names.useCaseType(useCase),
                file: names.path(\.useCase, name: names.useCaseType(useCase)),
                // A calculation's rule says what it does better than its kind's sentence.
                purpose: (useCase.kind == .calculate ? useCase.rule : nil)
                    ?? UseCasePlanner.purpose(of: useCase, names: names, delegates: UseCasePlanner.delegates(useCase, scope: scope)).split(separator: "\n").first.map(String.init)
                    ?? "",
                dependencies: scope.dependencies(of: useCase).map(\.type).joined(separator: ", "),
                returns: signature.returns?.swift ?? "Nothing",
                ruleLines: useCase.kind == .custom || useCase.kind == .calculate ? [] : useCase.rule.map { ["**Rule**: \($0)"] } ?? []
            )
        }
        // Without the Data layer, what it would need, named as this preset's Data layer names it.
        let dataNotes =
            data.map(Self.generatedDataNotes) ?? model.entities.map {
                "SwiftData model needed: `\(names.persistentModel(for: $0.name))` - mapped by `\(names.persistenceMapper(for: $0.name))`"
            } + ["Register the repository implementations in `\(names.dependencyContainer)`."]
        return Context(
            feature: model.feature,
            summaryLines: PlanningScope.docLines(model.summary),
            conventionsLine: "Generated with the `\(scope.conventions.preset)` conventions into "
                + Self.modulesPhrase(data == nil ? [names.modules.domain] : ModuleUsage(names: names, dataLayer: true).withSources) + ".",
            entities: entities,
            enums: enums,
            hasEnums: !enums.isEmpty,
            repositories: repositories,
            useCases: useCases,
            dataNotes: dataNotes,
            diagramLines: MermaidDiagram(scope: scope).lines()
        )
    }

    /// The Data layer as generated: DTOs, storage, repositories with their strategies, wiring.
    /// "module `Workouts`", or "modules `MoviesDomain`, `PopcornMoviesAdapters` and `MoviesInfrastructure`".
    static func modulesPhrase(_ modules: [GeneratedModule]) -> String {
        let names = modules.map { "`\($0.name)`" }
        guard let last = names.last else { return "no module" }
        return names.count == 1 ? "module " + last : "modules " + names.dropLast().joined(separator: ", ") + " and " + last
    }

    static func generatedDataNotes(_ data: DataScope) -> [String] {
        let names = data.names
        var notes = data.entities.map { entity in
            let mapping = data.usesMapperStructs ? "`\(names.dtoMapper(for: entity.name))`" : "`toDomain()`/`fromDomain(_:)`"
            return
                "`\(names.dto(for: entity.name))` (mapped by \(mapping)); SwiftData `\(names.persistentModel(for: entity.name))` (mapped by `\(names.persistenceMapper(for: entity.name))`)"
        }
        for repository in data.model.repositories {
            var strategies = RepositoryImplementationPlanner(data: data).cachingSettings(of: repository).map { "\($0.name) \($0.strategy.rawValue)" }
            if names.readsByCachePolicy(repository.entity) { strategies.append("`Refresh…` reads by `cachePolicy: .remoteFirst`") }
            if repository.operations.contains(.search) { strategies.append("searches always remote") }
            if let maxAge = data.maxAge(of: repository) { strategies.append("local data valid for \(Self.duration(maxAge))") }
            if repository.operations.contains(.save), data.saveMethod(of: repository) == .post { strategies.append("save `POST`s to the collection") }
            if repository.operations.contains(.save), data.saveMethod(of: repository) == .patch { strategies.append("save `PATCH`es the item") }
            notes.append("`\(names.repositoryImplementation(for: repository.entity))` at `\(data.endpoint(of: repository))`: " + strategies.joined(separator: ", "))
        }
        let listModels = data.model.repositories.filter(\.keepsStoredLists).map { "`\(names.storedListModel(for: $0.entity))`" }
        if !listModels.isEmpty {
            notes.append("Pages and query results are stored lists in " + listModels.joined(separator: ", ") + ": list them in the app's SwiftData `Schema` with the models.")
        }
        notes.append("Wired by `\(names.dependencyContainer).live(apiClient:)` (in memory) or `live(apiClient:modelContainer:)` (SwiftData).")
        return notes
    }

    /// `7d`, `2h`, `90s`: seconds in the largest unit that divides them.
    static func duration(_ seconds: Int) -> String {
        for (unit, size) in [("d", 86_400), ("h", 3_600), ("m", 60)] where seconds % size == 0 { return "\(seconds / size)\(unit)" }
        return "\(seconds)s"
    }

    private func propertyLine(_ property: Property) -> String {
        var line = "`\(property.name): \(property.type.swift)`"
        if let enumType = scope.names.lookup.enumType(named: property.type.nonOptional.namedTypes.first ?? "") {
            line += " (enum: \(enumType.cases.map(\.name).joined(separator: ", ")))"
        }
        if let doc = property.doc { line += " - \(doc)" }
        return line
    }

    private func relationshipLine(_ property: Property) -> String? {
        switch property.relationship {
        case .reference(let entity)?: return "References `\(entity)` via `\(property.name): \(property.type.swift)`"
        case .embedded(let entity)?: return "Embeds `\(entity)` in `\(property.name): \(property.type.swift)`"
        case nil: return nil
        }
    }
}
