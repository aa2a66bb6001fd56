import StrataModel

/// Cross-checks a `RawSpec` and assembles the `DomainModel`: names against each other and against
/// the names generated code uses, types, references, use cases, repositories and errors.
///
/// Every check runs even after others failed (each skips only what depends on a broken part), so
/// one run lists every problem.
struct SpecValidator {
    let reader: NodeReader
    let conventions: Conventions
    /// Types the project already declares: the checks for new names (shadowing a standard type,
    /// clashing with a generated one) do not apply to them; the project compiles with them.
    var existingTypes: Set<String> = []

    /// Swift names a spec type would shadow or collide with in generated code.
    static let swiftTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "CaseIterable", "Codable", "Comparable", "Decodable", "Dictionary", "Encodable",
        "Equatable", "Error", "Foundation", "Hashable", "Identifiable", "Never", "Optional", "Result", "Sendable",
        "Set", "Swift", "Task", "Void",
    ]

    /// The model, or `nil` when any issue was logged (during reading or here).
    func validate(_ raw: RawSpec) -> DomainModel? {
        let feature = raw.feature?.value ?? ""
        let app = (raw.app?.value ?? conventions.defaultApp).map { NamePattern(["feature": feature]).expand($0) }
        let module = moduleName(raw, feature: feature, app: app)

        checkTypeNames(raw, feature: feature, module: module)
        let enums = raw.enums.map(enumType)
        let enumCases = Dictionary(enums.map { ($0.name, $0.cases) }, uniquingKeysWith: { first, _ in first })
        let types = TypeResolver(entities: Set(raw.entities.map(\.name.value)), enums: Set(enumCases.keys), log: reader.log)
        let idTypes = Dictionary(
            raw.entities.map { ($0.name.value, $0.idType ?? conventions.defaultIDType) }, uniquingKeysWith: { first, _ in first }
        )
        let entities = EntityResolver(reader: reader, conventions: conventions, types: types, idTypes: idTypes, enums: enumCases)
            .resolve(raw.entities)

        // Sorted once (for the hints), not once per repository: that was quadratic in the spec's size.
        let entityNames = idTypes.keys.sorted()
        let declared = raw.repositories.compactMap { declaredRepository($0, types: types, entityNames: entityNames) }
        let services = ServiceResolver(reader: reader, types: types).resolve(raw.services)
        let useCases = UseCaseResolver(
            reader: reader, types: types,
            entities: entities.map { .init(name: $0.name, plural: $0.plural) },
            queryNames: Dictionary(raw.repositories.map { ($0.entity.value, $0.queries.map(\.name.value)) }, uniquingKeysWith: { first, _ in first }),
            queries: Dictionary(declared.map { ($0.repository.entity, $0.repository.queries) }, uniquingKeysWith: { first, _ in first }),
            services: services, serviceNames: raw.services.map(\.name.value)
        ).resolve(raw.useCases)
        let repositories = RepositoryDerivation.derive(entities: entities.map(\.name), declared: declared, useCases: useCases)
        checkRepositoryNames(repositories, raw: raw)
        let errors = raw.errors.compactMap { errorCase($0, types: types) }
        if raw.data?.isEnabled ?? conventions.data.generate {
            DataLayerRules(reader: reader).check(raw, entities: entities, repositories: repositories)
        }

        guard reader.log.isEmpty, let module else { return nil }
        return DomainModel(
            feature: feature, module: module, app: app, summary: raw.summary, entities: entities, enums: enums,
            repositories: repositories, useCases: useCases, errors: errors, data: raw.data, services: services
        )
    }

    // MARK: Module and app

    /// `module:` or the conventions' `moduleName`, with `{feature}` and `{app}` expanded.
    private func moduleName(_ raw: RawSpec, feature: String, app: String?) -> String? {
        if let rawApp = raw.app, let app, let problem = NameRules.problem(with: app, role: .app) {
            reader.log.error(problem.message, at: rawApp.location, hint: problem.hint)
            return nil
        }
        // A bad feature name is reported already; the module derived from it would only repeat that.
        guard let featureName = raw.feature, NameRules.problem(with: feature, role: .feature) == nil else { return nil }
        let pattern = NamePattern(["feature": feature, "app": app ?? ""])
        let written = raw.module?.value ?? conventions.moduleName
        let module = pattern.expand(written)
        guard let problem = NameRules.problem(with: module, role: .module) else { return module }
        if let rawModule = raw.module {
            reader.log.error(problem.message, at: rawModule.location, hint: problem.hint)
        } else {
            reader.log.error(
                "module name `\(module)`, from the conventions' `moduleName` pattern `\(written)`, is not a Swift identifier",
                at: featureName.location, hint: "set `module:` in the spec, or change `conventions.moduleName` in .strata.yml"
            )
        }
        return nil
    }

    // MARK: Type names

    /// Entity and enum names must be unique among themselves and must not hide a type that generated
    /// code refers to (a standard type, the feature's error type, the module).
    private func checkTypeNames(_ raw: RawSpec, feature: String, module: String?) {
        var generated: [String: String] = [:]
        if !feature.isEmpty {
            generated[NamePattern(["feature": feature]).expand(conventions.errorTypeName)] = "the generated error type"
            generated[NamePattern(["feature": feature]).expand(conventions.dependencyContainerName)] = "the generated dependency container"
        }
        // A `Refresh…` use case gives its repository a `cachePolicy:` argument, whatever the conventions.
        let refreshes = raw.useCases.contains { $0.kind?.cachePolicy == .remoteFirst || $0.name.value.hasPrefix("Refresh") }
        if conventions.repositoryCachePolicyParameter || refreshes { generated["CachePolicy"] = "the generated cache policy type" }
        if let module { generated[module] = "the module" }

        var declared: [String: (kind: String, location: SourceLocation)] = [:]
        let named = raw.entities.map { ("entity", $0.name) } + raw.enums.map { ("enum", $0.name) }
        for (kind, name) in named.sorted(by: { Self.precedes($0.1.location, $1.1.location) }) {
            if existingTypes.contains(name.value) {
                // The project's own type, taken as it is.
            } else if TypeRef.builtinNames.contains(name.value) || Self.swiftTypeNames.contains(name.value) {
                reader.log.error(
                    "\(kind) `\(name.value)` shadows Swift's `\(name.value)`", at: name.location,
                    hint: "choose a name that does not hide a standard type")
            } else if let role = generated[name.value] {
                reader.log.error(
                    "\(kind) `\(name.value)` has the same name as \(role)", at: name.location,
                    hint: "rename the \(kind)")
            }
            if let first = declared[name.value] {
                reader.log.error(
                    "\(kind) `\(name.value)` has the same name as the \(first.kind) declared at line \(first.location.line), column \(first.location.column)",
                    at: name.location, hint: "entities and enums share one namespace; rename one of them"
                )
            } else {
                declared[name.value] = (kind, name.location)
            }
        }
        checkPlurals(raw.entities)
    }

    /// Use-case names are matched against plurals, so a plural must not be another entity's name or plural.
    private func checkPlurals(_ entities: [RawEntity]) {
        var owners: [String: String] = [:]
        for entity in entities where owners[entity.name.value] == nil { owners[entity.name.value] = entity.name.value }
        for entity in entities {
            let plural = entity.plural?.value ?? Naming.plural(entity.name.value)
            if let owner = owners[plural], owner != entity.name.value {
                reader.log.error(
                    "plural `\(plural)` of entity `\(entity.name.value)` is also the name or plural of entity `\(owner)`",
                    at: entity.plural?.location ?? entity.name.location, hint: "set a distinct `plural:`"
                )
            } else {
                owners[plural] = entity.name.value
            }
        }
    }

    /// A repository protocol is named from its entity (`WorkoutRepository`); no spec type may take that name.
    private func checkRepositoryNames(_ repositories: [Repository], raw: RawSpec) {
        let protocols = Set(repositories.map { NamePattern(["entity": $0.entity]).expand(conventions.repositoryProtocolName) })
        let named = raw.entities.map { ("entity", $0.name) } + raw.enums.map { ("enum", $0.name) }
        for (kind, name) in named where protocols.contains(name.value) {
            reader.log.error(
                "\(kind) `\(name.value)` has the same name as a generated repository protocol", at: name.location,
                hint: "rename the \(kind)")
        }
    }

    private static func precedes(_ lhs: SourceLocation, _ rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    // MARK: Enums, repositories, errors

    private func enumType(_ raw: RawEnum) -> EnumType {
        EnumType(
            name: raw.name.value, doc: raw.doc,
            cases: raw.cases.map { enumCase in
                // A raw value equal to the name is the default; storing it would only add noise to generated code.
                let rawValue = enumCase.rawValue?.value == enumCase.name.value ? nil : enumCase.rawValue?.value
                return EnumCase(name: enumCase.name.value, rawValue: rawValue, doc: enumCase.doc)
            },
            location: raw.name.location
        )
    }

    private func declaredRepository(_ raw: RawRepository, types: TypeResolver, entityNames: [String]) -> RepositoryDerivation.Declared? {
        guard types.entities.contains(raw.entity.value) else {  // the same names, as a set
            reader.log.error(
                "repository for unknown entity `\(raw.entity.value)`", at: raw.entity.location,
                hint: UseCaseResolver.choiceHint(raw.entity.value, among: entityNames))
            return nil
        }
        let queries = raw.queries.compactMap { query -> RepositoryQuery? in
            let what = "query `\(query.name.value)` of the `\(raw.entity.value)` repository"
            let parameters = query.parameters.map { parameter in
                parameter.type.flatMap { types.resolve($0, for: "parameter `\(parameter.name.value)` of \(what)") }
                    .map { Parameter(name: parameter.name.value, type: $0) }
            }
            var returns: TypeRef?
            if let text = query.returns {
                guard let type = types.resolve(text, for: "`returns` of \(what)") else { return nil }
                returns = type
            }
            guard parameters.allSatisfy({ $0 != nil }) else { return nil }
            return RepositoryQuery(
                name: query.name.value, parameters: parameters.compactMap { $0 }, returns: returns,
                doc: query.doc, location: query.name.location, path: query.path, httpMethod: query.httpMethod)
        }
        return .init(
            repository: Repository(
                entity: raw.entity.value, operations: [], queries: queries, doc: raw.doc, data: raw.data, location: raw.entity.location,
                name: raw.name?.value
            ),
            operations: raw.operations
        )
    }

    private func errorCase(_ raw: RawErrorCase, types: TypeResolver) -> ErrorCase? {
        let values = raw.values.map { value in
            value.type.flatMap { types.resolve($0, for: "value `\(value.name.value)` of error `\(raw.name.value)`") }
                .map { Parameter(name: value.name.value, type: $0) }
        }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return ErrorCase(name: raw.name.value, associatedValues: values.compactMap { $0 }, message: raw.message)
    }
}
