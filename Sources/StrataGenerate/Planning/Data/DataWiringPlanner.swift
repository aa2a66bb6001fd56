import StrataModel

/// The dependency container's Data-layer wiring: `live(apiClient:)` builds every repository from the
/// concrete remote and local data sources (in memory, or SwiftData where it exists).
struct DataWiringPlanner {
    let data: DataScope

    func plan() -> PlannedFile {
        let names = data.names
        let isAppWide = !data.scope.conventions.dependencyContainerName.contains("{feature}")
        let repositories = data.model.repositories
        func argument(_ repository: Repository, local: String) -> String {
            let entity = repository.entity
            let label = isAppWide ? "" : names.repositoryVariable(for: entity) + ": "
            return label
                + "\(names.repositoryImplementation(for: entity))(remoteDataSource: \(names.remoteDataSource(for: entity))(apiClient: apiClient), localDataSource: \(local))"
        }
        // The spec's `maxAge`, in seconds, for the local store; absent, values are kept until replaced.
        func maxAge(_ repository: Repository, _ separator: String) -> String {
            data.maxAge(of: repository).map { "\(separator)maxAge: \(Self.grouped($0))" } ?? ""
        }
        // The services the container holds are the app's: `live` takes them and passes them on.
        let services = data.model.services.filter { service in data.scope.generatedUseCases.contains { $0.services.contains(service.name) } }
            .map { (names.serviceVariable($0.name), $0.name) }
        let passed = services.map { "\($0.0): \($0.0)" }
        let inMemory = repositories.map { argument($0, local: names.inMemoryLocalDataSource(for: $0.entity) + "(\(maxAge($0, "")))") } + passed
        let swiftData =
            repositories.map {
                argument($0, local: names.swiftDataLocalDataSource(for: $0.entity) + "(modelContainer: modelContainer\(maxAge($0, ", ")))")
            } + passed
        var factories =
            isAppWide
            ? zip(repositories, inMemory).map { repository, expression in
                DataMethod(
                    "make\(repository.entity)Repository(apiClient: any \(data.client.protocolName)) -> \(names.repositoryProtocol(for: repository.entity))",
                    keyword: data.scope.access + "static func",
                    docLines: ["`\(names.repositoryProtocol(for: repository.entity))` over the API, keeping data in memory."],
                    [expression]
                )
            } : []
        if !factories.isEmpty { factories[0].separated = false }
        let context = DataWiringContext(
            access: data.scope.access,
            containerName: names.dependencyContainer,
            apiClientProtocol: data.client.protocolName,
            apiClientNote: data.client.shape == nil ? "`\(DataSupportNames.apiClient)` in the app" : "the project's own client",
            isExtension: isAppWide,
            serviceParameters: services.map { ", \($0.0): any \($0.1)" }.joined(),
            liveArguments: DTOPlanner.lines(inMemory),
            swiftDataArguments: DTOPlanner.lines(swiftData),
            factories: factories
        )
        let file = isAppWide ? "\(names.dependencyContainer)+\(data.model.feature)Data" : names.dataWiringFile
        return PlannedFile(path: names.path(\.dataWiring, name: file), role: .dataWiring, template: "data-wiring", context: context)
    }

    /// `604_800`: an integer literal in groups of three digits.
    static func grouped(_ value: Int) -> String {
        var digits = String(value)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: "_")
    }
}
