/// Every kind of file Strata generates, listed once. The generator tags each planned file with its
/// kind, `.strata.yml`'s `paths.<kind>` says where files of a kind go, and `init --infer` looks for
/// the folder of each kind in existing code; all three read this list.
///
/// A new kind is a case here, its facts in the switches below, and (when its files go in a folder
/// of their own) the `PathPatterns` field of the same name.
public enum ArtifactKind: String, Sendable, Hashable, CaseIterable {
    case entity, enumType, repository, useCase, error, cachePolicy, dependencyContainer
    case repositoryMock, useCaseMock, mockFactory, useCaseTest, testSupport, packageManifest, designDocument
    // Data layer
    case dto, dtoMapper, dataSupport, remoteDataSource, localDataSource, persistence, persistenceMapper
    case repositoryImplementation, dataWiring, dataMock, dataTest

    /// The `PathPatterns` field (named like the kind) that places files of this kind; nil for the
    /// files placed by a rule of their own (the package manifest, the design document, shared test support).
    public var pathPattern: WritableKeyPath<PathPatterns, String>? {
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
        case .testSupport, .packageManifest, .designDocument: return nil
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

    /// The kinds with a `PathPatterns` field, in this list's order: the folders `init --infer` looks for.
    public static let placed: [ArtifactKind] = allCases.filter { $0.pathPattern != nil }

    /// Files of this kind as `init --infer`'s evidence names them ("entity files").
    public var noun: String {
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
        case .testSupport: return "test support files"
        case .packageManifest: return "package manifests"
        case .designDocument: return "design documents"
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

    /// Whether files of this kind live under the tests root.
    public var isTest: Bool { [.repositoryMock, .useCaseMock, .mockFactory, .useCaseTest, .testSupport, .dataMock, .dataTest].contains(self) }

    /// Whether the kind belongs to the Data layer (reported with the rest of it by `init --infer`).
    public var isDataLayer: Bool {
        [
            .dto, .dtoMapper, .dataSupport, .remoteDataSource, .localDataSource, .persistence, .persistenceMapper,
            .repositoryImplementation, .dataWiring, .dataMock, .dataTest,
        ].contains(self)
    }
}
