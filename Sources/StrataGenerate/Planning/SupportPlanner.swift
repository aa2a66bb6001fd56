import StrataModel

/// The feature error, the cache policy, dependency wiring, mock factories and the optional package manifest.
struct SupportPlanner {
    let scope: PlanningScope

    func plan(options: GenerationOptions, dataLayer: Bool = false) -> [PlannedFile] {
        var files = [planError(dataLayer: dataLayer)]
        if scope.names.usesCachePolicy { files.append(planCachePolicy()) }
        files.append(planDependencyContainer())
        let usage = ModuleUsage(names: scope.names, dataLayer: dataLayer)
        files += scope.model.entities.map { planMockFactory($0) }
        // Data tests in their own test modules (the popcorn preset) build values with the same factories.
        for module in usage.dataTestModules {
            files += scope.model.entities.map { planMockFactory($0, testsRoot: module.testsRoot) }
        }
        if scope.conventions.testFramework == .xctest {
            files += usage.withTests.map { planTestSupport(testsRoot: $0.testsRoot) }
        }
        if options.packageManifest { files.append(planPackageManifest(usage)) }
        return files
    }

    /// Errors generated code relies on, then the spec's own.
    func planError(dataLayer: Bool = false) -> PlannedFile {
        var cases: [ErrorContext.Case] = [
            .init(caseDocLines: ["The requested item does not exist."], declaration: "notFound"),
            .init(caseDocLines: ["Reading failed; `description` says why when it is known."], declaration: "loadFailed(description: String? = nil)"),
            .init(caseDocLines: ["Writing failed; `description` says why when it is known."], declaration: "saveFailed(description: String? = nil)"),
        ]
        let needsNotImplemented = scope.generatedUseCases.contains { useCase in
            guard useCase.kind == .calculate || useCase.kind == .custom else { return false }
            return UseCaseBody(scope: scope).delegation(useCase, signature: ExecuteSignature(useCase, scope: scope)) == nil
        }
        if needsNotImplemented {
            cases.append(
                .init(
                    caseDocLines: ["A business rule of the named use case is not written yet."],
                    declaration: "notImplemented(String)"
                ))
        }
        if dataLayer {
            // The Data layer maps 401/403 and lost connections to these (see the generated error mapper).
            cases.append(.init(caseDocLines: ["The server refused the credentials (401 or 403)."], declaration: "unauthorized"))
            cases.append(.init(caseDocLines: ["The network is not reachable and nothing is stored locally."], declaration: "offline"))
        }
        for error in scope.model.errors {
            let values = error.associatedValues.map { "\($0.name): \($0.type.swift)" }.joined(separator: ", ")
            cases.append(
                .init(
                    caseDocLines: PlanningScope.docLines(error.message),
                    declaration: values.isEmpty ? error.name : "\(error.name)(\(values))"
                ))
        }
        let name = scope.names.errorType
        let context = ErrorContext(
            access: scope.access,
            name: name,
            docLines: ["Errors of the \(scope.model.feature) feature; repositories map data-layer failures to these."],
            cases: cases
        )
        return PlannedFile(path: scope.names.path(\.error, name: name), role: .error, template: "error", context: context)
    }

    func planCachePolicy() -> PlannedFile {
        PlannedFile(
            path: scope.names.path(\.cachePolicy, name: "CachePolicy"), role: .cachePolicy, template: "cache-policy",
            context: CachePolicyContext(access: scope.access)
        )
    }

    /// A container that builds each use case from the repositories handed to it.
    ///
    /// A container name without `{feature}` names the app's one container, which already exists:
    /// the feature then adds an extension (`DependencyContainer+Loyalty.swift`) instead of a class.
    func planDependencyContainer() -> PlannedFile {
        let names = scope.names
        let repositories = scope.model.repositories
        // The repositories, then the services the use cases are given: the app provides both.
        let held =
            repositories.map { (names.repositoryVariable(for: $0.entity), names.repositoryProtocol(for: $0.entity)) }
            + scope.model.services.filter { service in scope.generatedUseCases.contains { $0.services.contains(service.name) } }
            .map { (names.serviceVariable($0.name), $0.name) }
        let commas = PlanningScope.commas(held.count)
        let dependencies = zip(held, commas).map { dependency, comma in
            Dependency(dependencyName: dependency.0, dependencyType: dependency.1, comma: comma)
        }
        let isAppWide = !scope.conventions.dependencyContainerName.contains("{feature}")
        let typeOf = Dictionary(dependencies.map { ($0.dependencyName, $0.dependencyType) }, uniquingKeysWith: { first, _ in first })
        var factories: [DependencyContainerContext.Factory] = []
        for useCase in scope.generatedUseCases {
            let typeName = names.useCaseType(useCase)
            let given = scope.dependencies(of: useCase)
            factories.append(
                .init(
                    factoryDocLines: [],
                    factoryName: "make\(Naming.upperFirst(typeName))",
                    factoryParameters: isAppWide ? given.map { "\($0.containerName): \(typeOf[$0.containerName] ?? $0.type)" }.joined(separator: ", ") : "",
                    returnType: names.useCaseAbstraction(useCase),
                    expression: "\(typeName)(" + given.map { "\($0.name): \($0.containerName)" }.joined(separator: ", ") + ")"
                ))
        }
        if scope.conventions.lightweightCRUD && !isAppWide {
            // Plain CRUD callers talk to the repositories directly.
            for (repository, dependency) in zip(repositories, dependencies.prefix(repositories.count)) {
                factories.append(
                    .init(
                        factoryDocLines: ["Plain CRUD on `\(repository.entity)` goes straight to its repository."],
                        factoryName: "make\(Naming.upperFirst(dependency.dependencyName))",
                        factoryParameters: "",
                        returnType: dependency.dependencyType,
                        expression: dependency.dependencyName
                    ))
            }
        }
        let name = names.dependencyContainer
        let context = DependencyContainerContext(
            access: scope.access,
            name: name,
            isExtension: isAppWide,
            docLines: [
                isAppWide
                    ? "Builds the \(scope.model.feature) use cases; the app's container passes in the repositories it owns."
                    : "Builds the \(scope.model.feature) use cases from the repositories the app provides."
            ],
            dependencies: isAppWide ? [] : dependencies,
            factories: factories
        )
        let fileName = isAppWide ? "\(name)+\(scope.model.feature)" : name
        return PlannedFile(path: names.path(\.dependencyContainer, name: fileName), role: .dependencyContainer, template: "dependency-container", context: context)
    }

    /// `extension Workout { static func mock(…) -> Workout }` with non-nil defaults.
    func planMockFactory(_ entity: Entity, testsRoot: String? = nil) -> PlannedFile {
        let samples = scope.samples
        var parameters = ["id: \(entity.idType.swift) = \(samples.id(entity.idType, entity: entity.name))"]
        var arguments = ["id: id"]
        for property in entity.properties {
            parameters.append("\(property.name): \(property.type.swift) = \(samples.sample(property.type, hint: property.name))")
            arguments.append("\(property.name): \(property.name)")
        }
        let parameterCommas = PlanningScope.commas(parameters.count)
        let context = MockFactoryContext(
            module: scope.names.module,
            typeName: entity.name,
            access: "",
            parameters: zip(parameters, parameterCommas).map { .init(text: $0, comma: $1) },
            arguments: zip(arguments, parameterCommas).map { .init(text: $0, comma: $1) }
        )
        let fileName = scope.names.mockFactoryFile(for: entity.name)
        let path = testsRoot.map { scope.names.path(\.mockFactory, name: fileName, testsRoot: $0) } ?? scope.names.path(\.mockFactory, name: fileName)
        return PlannedFile(path: path, role: .mockFactory, template: "mock-factory", context: context)
    }

    func planTestSupport(testsRoot: String) -> PlannedFile {
        PlannedFile(
            path: testsRoot + "/Support/XCTestCase+AsyncThrows.swift", role: .testSupport,
            template: "xctest-support", context: TestSupportContext(module: scope.names.module)
        )
    }

    /// One library and one test target per module that receives files, each depending on the
    /// generated modules it imports.
    func planPackageManifest(_ usage: ModuleUsage) -> PlannedFile {
        let quoted: ([String]) -> String = { $0.map { "\"\($0)\"" }.joined(separator: ", ") }
        let sources = usage.withSources
        let tests = Set(usage.withTests.map(\.name))
        let targets = sources.map { module in
            PackageManifestContext.Target(
                name: module.name,
                dependenciesArgument: module.dependencies.isEmpty ? "" : "dependencies: [\(quoted(module.dependencies))], ",
                sourcesPath: module.sourcesRoot,
                hasTests: tests.contains(module.name),
                testDependencies: quoted(module.dependencies + [module.name]),
                testsPath: module.testsRoot
            )
        }
        // A package of several modules is named after the bounded context (`PopcornMovies`).
        let packageName = scope.names.modules.isSplit ? scope.names.context : scope.names.module
        let context = PackageManifestContext(packageName: packageName, targets: targets)
        return PlannedFile(path: "Package.swift", role: .packageManifest, template: "package", context: context)
    }
}
