import StrataModel

/// Every Swift name and file path the generators use, computed once from the model and conventions.
///
/// Keeping names in one place means a mock, a test and the DI container can never disagree about
/// what a type is called.
public struct SwiftNames: Sendable {
    public let model: DomainModel
    /// Name lookups into `model` in constant time.
    public let lookup: ModelIndex
    public let conventions: Conventions
    let base: NamePattern

    public init(model: DomainModel, conventions: Conventions) {
        self.model = model
        self.lookup = ModelIndex(model)
        self.conventions = conventions
        let app = model.app ?? ""
        var pattern = NamePattern([
            "feature": model.feature, "module": model.module, "app": app, "context": app + model.feature,
        ])
        pattern = pattern.with("sources", pattern.expand(conventions.paths.sources))
        pattern = pattern.with("tests", pattern.expand(conventions.paths.tests))
        self.base = pattern
    }

    public var module: String { model.module }
    public var errorType: String { base.expand(conventions.errorTypeName) }
    public var dependencyContainer: String { base.expand(conventions.dependencyContainerName) }
    public var sourcesRoot: String { base.values["sources"] ?? "" }
    public var testsRoot: String { base.values["tests"] ?? "" }

    public func repositoryProtocol(for entity: String) -> String {
        base.with("entity", entity).with("name", entity).expand(conventions.repositoryProtocolName)
    }

    /// `CreateWorkoutUseCase` (or `DefaultCreateWorkoutUseCase`).
    public func useCaseType(_ useCase: UseCase) -> String {
        base.with("name", useCase.name).expand(conventions.useCaseName)
    }

    /// The protocol, for styles that have one.
    public func useCaseContract(_ useCase: UseCase) -> String? {
        conventions.useCaseStyle.hasContract ? base.with("name", useCase.name).expand(conventions.useCaseContractName) : nil
    }

    /// What callers depend on: the contract when there is one, else the type itself.
    public func useCaseAbstraction(_ useCase: UseCase) -> String { useCaseContract(useCase) ?? useCaseType(useCase) }

    public func mock(of typeName: String) -> String { base.with("name", typeName).expand(conventions.mockName) }

    /// The mock of a protocol is named after it without a `Contract`/`Protocol` suffix:
    /// `GetWorkoutUseCaseContract` → `GetWorkoutUseCaseMock`.
    public func mock(ofProtocol name: String) -> String {
        var base = name
        for suffix in ["Contract", "Protocol"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count))
            break
        }
        return mock(of: base)
    }

    public func storeName(for entity: Entity) -> String { Naming.lowerFirst(entity.plural) }

    public func variableName(for typeName: String) -> String {
        let name = Naming.lowerFirst(typeName)
        return Naming.keywords.contains(name) ? "`\(name)`" : name
    }

    // MARK: Paths

    public func path(_ pattern: KeyPath<PathPatterns, String>, name: String) -> String {
        base.with("name", name).expand(conventions.paths[keyPath: pattern])
    }

    public func mockFactoryFile(for entity: String) -> String {
        base.with("name", entity).expand(conventions.mockFactoryFileName)
    }

    /// Test file names: `CreateWorkoutUseCaseTests`.
    public func testType(for useCase: UseCase) -> String { useCaseType(useCase) + "Tests" }

    /// Plural of an entity as used inside method names (`{names}`).
    public func plural(of entityName: String) -> String { lookup.entity(named: entityName)?.plural ?? Naming.plural(entityName) }

    /// Expands a repository method pattern for an entity: `get{name}(identifier:)` → `getWorkout(identifier:)`.
    public func expandMethodPattern(_ pattern: String, entity: String) -> String {
        base.with("name", entity).with("entity", entity).with("names", plural(of: entity)).expand(pattern)
    }
}
