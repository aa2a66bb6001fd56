import StrataModel

extension LayoutInference {
    /// The kinds of file whose folder is a `PathPatterns` field.
    enum Kind: String, CaseIterable {
        case entity, enumType, repository, useCase, error, cachePolicy, dependencyContainer
        case repositoryMock, useCaseMock, mockFactory, useCaseTest
        case dto, dtoMapper, dataSupport, remoteDataSource, localDataSource, persistence, persistenceMapper, repositoryImplementation
        /// No file of its own shows it (the container's `+Data` extension is Strata's): it follows the container.
        case dataWiring
        case dataMock, dataTest

        var isTest: Bool { [.repositoryMock, .useCaseMock, .mockFactory, .useCaseTest, .dataMock, .dataTest].contains(self) }

        /// Whether the file's folder says where a feature's tests live (`paths.tests`): the Domain's
        /// mocks and tests do; Data-layer tests often sit in a test target of their own.
        var votesForTestRoot: Bool { isTest && ![.dataMock, .dataTest].contains(self) }

        var noun: String {
            switch self {
            case .entity: return "entity files"
            case .enumType: return "enum files"
            case .repository: return "repository protocol files"
            case .useCase: return "use case files"
            case .error: return "error type files"
            case .cachePolicy: return "cache policy files"
            case .dependencyContainer: return "dependency container files"
            case .repositoryMock: return "repository mock files"
            case .useCaseMock: return "use case mock files"
            case .mockFactory: return "mock factory files"
            case .useCaseTest: return "use case test files"
            case .dto: return "DTO files"
            case .dtoMapper: return "DTO mapper files"
            case .dataSupport: return "networking support files (API client, endpoint, network error)"
            case .remoteDataSource: return "remote data source files"
            case .localDataSource: return "local data source files"
            case .persistence: return "`@Model` files"
            case .persistenceMapper: return "persistence mapper files"
            case .repositoryImplementation: return "repository implementation files"
            case .dataWiring: return "Data-layer wiring files"
            case .dataMock: return "data source mock files"
            case .dataTest: return "Data-layer test files"
            }
        }

        var keyPath: WritableKeyPath<PathPatterns, String> {
            switch self {
            case .entity: return \.entity
            case .enumType: return \.enumType
            case .repository: return \.repository
            case .useCase: return \.useCase
            case .error: return \.error
            case .cachePolicy: return \.cachePolicy
            case .dependencyContainer: return \.dependencyContainer
            case .repositoryMock: return \.repositoryMock
            case .useCaseMock: return \.useCaseMock
            case .mockFactory: return \.mockFactory
            case .useCaseTest: return \.useCaseTest
            case .dto: return \.dto
            case .dtoMapper: return \.dtoMapper
            case .dataSupport: return \.dataSupport
            case .remoteDataSource: return \.remoteDataSource
            case .localDataSource: return \.localDataSource
            case .persistence: return \.persistence
            case .persistenceMapper: return \.persistenceMapper
            case .repositoryImplementation: return \.repositoryImplementation
            case .dataWiring: return \.dataWiring
            case .dataMock: return \.dataMock
            case .dataTest: return \.dataTest
            }
        }
    }
}
