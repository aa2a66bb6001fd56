/// What a declaration does in a Clean Architecture codebase.
public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
    case entity, valueEnum, errorType
    case repositoryProtocol, repositoryImplementation
    case useCaseContract, useCaseImplementation
    case dataSourceProtocol, dataSource, apiClient
    case dto, mapper, persistenceModel
    case mock, mockFactory, testSuite
    case dependencyContainer, viewModel
    case other

    /// Plural label for inventories.
    package var label: String {
        switch self {
        case .entity: return "entities"
        case .valueEnum: return "enums"
        case .errorType: return "error types"
        case .repositoryProtocol: return "repository protocols"
        case .repositoryImplementation: return "repository implementations"
        case .useCaseContract: return "use case contracts"
        case .useCaseImplementation: return "use cases"
        case .dataSourceProtocol: return "data source protocols"
        case .dataSource: return "data sources"
        case .apiClient: return "API clients"
        case .dto: return "DTOs"
        case .mapper: return "mappers"
        case .persistenceModel: return "persistence models"
        case .mock: return "mocks"
        case .mockFactory: return "mock factories"
        case .testSuite: return "test suites"
        case .dependencyContainer: return "dependency containers"
        case .viewModel: return "view models"
        case .other: return "other types"
        }
    }
}
