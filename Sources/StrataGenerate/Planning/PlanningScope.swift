import StrataModel

/// What every planner needs to know, computed once per run.
struct PlanningScope: Sendable {
    let model: DomainModel
    let conventions: Conventions
    let names: SwiftNames
    let samples: SampleValues
    /// Repository methods by entity name, resolved from the naming conventions.
    let methods: [String: [RepositoryMethod]]

    init(model: DomainModel, conventions: Conventions) throws(StrataIssues) {
        self.model = model
        self.conventions = conventions
        self.names = SwiftNames(model: model, conventions: conventions)
        self.samples = SampleValues(model: model)
        let resolver = RepositoryMethodResolver(names: names)
        var methods: [String: [RepositoryMethod]] = [:]
        var issues: [StrataIssue] = []
        for repository in model.repositories {
            do throws(StrataIssues) {
                methods[repository.entity] = try resolver.methods(of: repository)
            } catch {
                issues += error.issues
            }
        }
        if !issues.isEmpty { throw StrataIssues(issues) }
        self.methods = methods
    }

    var access: String { conventions.accessLevel.prefix }

    /// `throws` or `throws(WorkoutsError)`.
    var throwsClause: String { conventions.typedThrows ? "throws(\(names.errorType))" : "throws" }

    func method(_ operation: RepositoryOperation, of entity: String) -> RepositoryMethod? {
        methods[entity]?.first { $0.operation == operation }
    }

    func query(_ name: String, of entity: String) -> RepositoryMethod? {
        methods[entity]?.first { $0.query?.name == name }
    }

    /// Use cases that are generated: all of them, minus pass-throughs in the lightweight style.
    var generatedUseCases: [UseCase] {
        model.useCases.filter { !(conventions.lightweightCRUD && $0.kind.isPassThrough) }
    }

    /// Doc comment lines from optional text (one `///` line per text line).
    static func docLines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `,` for every element but the last, for lists laid out one per line.
    static func commas(_ count: Int) -> [String] {
        (0..<count).map { $0 == count - 1 ? "" : "," }
    }

    /// The name of a protocol's mock: drops `Contract`/`Protocol` (the contract preset: `GetXUseCaseMock`).
    func mockName(ofProtocol name: String) -> String { names.mock(ofProtocol: name) }

    /// The service method a use case's `calls: Service.method` names.
    func serviceMethod(called useCase: UseCase) -> (service: Service, method: ServiceMethod)? {
        guard let calls = useCase.calls else { return nil }
        let parts = calls.split(separator: ".").map(String.init)
        guard parts.count == 2, let service = model.service(named: parts[0]), let method = service.method(named: parts[1]) else { return nil }
        return (service, method)
    }

    /// What a use case is given, in its initializer's order: its entity's repository as `repository`,
    /// the other repositories it names (`programRepository`), then its services (`notificationScheduler`).
    func dependencies(of useCase: UseCase) -> [UseCaseDependency] {
        [UseCaseDependency(name: "repository", type: names.repositoryProtocol(for: useCase.entity), containerName: names.repositoryVariable(for: useCase.entity))]
            + useCase.otherRepositories.map {
                UseCaseDependency(name: names.repositoryVariable(for: $0), type: names.repositoryProtocol(for: $0), containerName: names.repositoryVariable(for: $0))
            }
            + useCase.services.map { UseCaseDependency(name: names.serviceVariable($0), type: $0, containerName: names.serviceVariable($0)) }
    }
}

/// One injected protocol of a use case.
struct UseCaseDependency: Sendable, Equatable {
    /// The initializer label and stored property in the use case.
    var name: String
    /// The protocol.
    var type: String
    /// What the dependency container calls it (`workoutRepository`, `notificationScheduler`).
    var containerName: String
}
