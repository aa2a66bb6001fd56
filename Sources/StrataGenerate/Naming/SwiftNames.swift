import StrataModel

/// Every Swift name and file path the generators use, computed once from the model and conventions.
///
/// Keeping names in one place means a mock, a test and the DI container can never disagree about
/// what a type is called.
package struct SwiftNames: Sendable {
    package let model: DomainModel
    /// Name lookups into `model` in constant time.
    package let lookup: ModelIndex
    package let conventions: Conventions
    let base: NamePattern
    /// The SwiftPM targets the code goes into: one, or the popcorn preset's domain, adapters and infrastructure.
    package let modules: GeneratedModules
    /// Entities that a `Refresh…` use case reads.
    let refreshedEntities: Set<String>

    package init(model: DomainModel, conventions: Conventions) {
        self.model = model
        self.lookup = ModelIndex(model)
        self.conventions = conventions
        let app = model.app ?? ""
        var pattern = NamePattern([
            "feature": model.feature, "module": model.module, "app": app, "context": app + model.feature,
        ])
        pattern = pattern.with("sources", pattern.expand(conventions.paths.sources))
        pattern = pattern.with("tests", pattern.expand(conventions.paths.tests))
        let layers = conventions.modules
        // Without a separate module, its folders are the domain module's.
        for (key, module, folder, fallback) in [
            ("adaptersSources", layers.adapters, layers.adaptersSources, "sources"), ("adaptersTests", layers.adapters, layers.adaptersTests, "tests"),
            ("infrastructureSources", layers.infrastructure, layers.infrastructureSources, "sources"),
            ("infrastructureTests", layers.infrastructure, layers.infrastructureTests, "tests"),
        ] {
            let expanded = module != nil ? folder.map(pattern.expand) : nil
            pattern = pattern.with(key, expanded ?? pattern.values[fallback] ?? "")
        }
        self.base = pattern
        self.modules = GeneratedModules(conventions: conventions, pattern: pattern, domain: model.module)
        self.refreshedEntities = Set(model.useCases.filter { $0.cachePolicy == .remoteFirst }.map(\.entity))
    }

    /// Whether the repository of `entity` reads by id and by page with a `cachePolicy:` argument: when
    /// the conventions say so, and whenever a `Refresh…` use case reads through it, since without the
    /// argument a refresh could only get what a `Get…` gets, the cached value.
    package func readsByCachePolicy(_ entity: String) -> Bool {
        conventions.repositoryCachePolicyParameter || refreshedEntities.contains(entity)
    }

    /// Whether any repository takes a `cachePolicy:` argument, so the `CachePolicy` type is generated.
    package var usesCachePolicy: Bool {
        conventions.repositoryCachePolicyParameter || refreshedEntities.contains { lookup.repository(for: $0) != nil }
    }

    /// The module a generated file at `path` is compiled into.
    package func module(forPath path: String) -> String { modules.owner(of: path).module.name }

    package var module: String { model.module }
    /// `PopcornMovies`: the app prefix and the feature.
    package var context: String { base.values["context"] ?? model.feature }
    package var errorType: String { base.expand(conventions.errorTypeName) }
    /// Whether each feature has its own error type (`{feature}Error`), rather than one for the app (`{app}Error`).
    package var errorTypeIsPerFeature: Bool { ["{feature}", "{context}"].contains { conventions.errorTypeName.contains($0) } }
    package var dependencyContainer: String { base.expand(conventions.dependencyContainerName) }
    package var sourcesRoot: String { base.values["sources"] ?? "" }
    package var testsRoot: String { base.values["tests"] ?? "" }

    /// `WorkoutRepository` by the conventions' pattern, or the name the spec gives the repository.
    package func repositoryProtocol(for entity: String) -> String {
        if let name = lookup.repository(for: entity)?.name { return name }
        return base.with("entity", entity).with("name", entity).expand(conventions.repositoryProtocolName)
    }

    /// `CreateWorkoutUseCase` (or `DefaultCreateWorkoutUseCase`).
    package func useCaseType(_ useCase: UseCase) -> String {
        base.with("name", useCase.name).expand(conventions.useCaseName)
    }

    /// The protocol, for styles that have one.
    package func useCaseContract(_ useCase: UseCase) -> String? {
        conventions.useCaseStyle.hasContract ? base.with("name", useCase.name).expand(conventions.useCaseContractName) : nil
    }

    /// What callers depend on: the contract when there is one, else the type itself.
    package func useCaseAbstraction(_ useCase: UseCase) -> String { useCaseContract(useCase) ?? useCaseType(useCase) }

    package func mock(of typeName: String) -> String { base.with("name", typeName).expand(conventions.mockName) }

    /// The mock of a protocol is named after it without a `Contract`/`Protocol` suffix:
    /// `GetWorkoutUseCaseContract` → `GetWorkoutUseCaseMock`.
    package func mock(ofProtocol name: String) -> String {
        var base = name
        for suffix in ["Contract", "Protocol"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count))
            break
        }
        return mock(of: base)
    }

    package func storeName(for entity: Entity) -> String { Naming.lowerFirst(entity.plural) }

    package func variableName(for typeName: String) -> String {
        let name = Naming.lowerFirst(typeName)
        return Naming.keywords.contains(name) ? "`\(name)`" : name
    }

    // MARK: Paths

    /// A service protocol beside the repositories, in a `Services` folder where they have a
    /// `Repositories` one (`Domain/Services/NotificationScheduler.swift`).
    package func servicePath(_ name: String) -> String {
        var parts = path(\.repository, name: name).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let folder = parts.dropLast().lastIndex(of: "Repositories") { parts[folder] = "Services" }
        return parts.joined(separator: "/")
    }

    /// `programRepository` for another entity's repository given to a use case; `repository` is its own entity's.
    package func repositoryVariable(for entity: String) -> String { Naming.lowerFirst(entity) + "Repository" }

    /// `notificationScheduler`: a service as a use case's or the container's stored property.
    package func serviceVariable(_ service: String) -> String { variableName(for: service) }

    package func path(_ pattern: KeyPath<PathPatterns, String>, name: String) -> String {
        base.with("name", name).expand(conventions.paths[keyPath: pattern])
    }

    /// A test-side path pattern expanded for another test module's folder (the popcorn preset keeps a copy of
    /// `<Name>+Mocks.swift` in every test target that uses it).
    package func path(_ pattern: KeyPath<PathPatterns, String>, name: String, testsRoot: String) -> String {
        base.with("tests", testsRoot).with("name", name).expand(conventions.paths[keyPath: pattern])
    }

    /// An optional path pattern, or the one it falls back to (`dtoTest` → `dataTest`).
    package func path(_ pattern: KeyPath<PathPatterns, String?>, or fallback: KeyPath<PathPatterns, String>, name: String) -> String {
        base.with("name", name).expand(conventions.paths[keyPath: pattern] ?? conventions.paths[keyPath: fallback])
    }

    package func mockFactoryFile(for entity: String) -> String {
        base.with("name", entity).expand(conventions.mockFactoryFileName)
    }

    /// Test file names: `CreateWorkoutUseCaseTests`.
    package func testType(for useCase: UseCase) -> String { useCaseType(useCase) + "Tests" }

    /// Plural of an entity as used inside method names (`{names}`).
    package func plural(of entityName: String) -> String { lookup.entity(named: entityName)?.plural ?? Naming.plural(entityName) }

    /// Expands a repository method pattern for an entity: `get{name}(identifier:)` → `getWorkout(identifier:)`.
    package func expandMethodPattern(_ pattern: String, entity: String) -> String {
        base.with("name", entity).with("entity", entity).with("names", plural(of: entity)).expand(pattern)
    }
}
