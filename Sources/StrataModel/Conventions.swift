/// Every house-style choice a generator makes, in one value.
///
/// A preset (`Presets`) fills all of them the way one house style writes code; `.strata.yml` overrides any
/// field by its name. Name and path fields are patterns with `{placeholders}` (see `NamePattern`).
public struct Conventions: Sendable, Hashable, Codable {
    public var preset: String

    // MARK: Code style
    public var indentWidth: Int
    public var useTabs: Bool
    /// Comment placed at the top of every generated file; `{file}` and `{module}` are replaced.
    public var fileHeader: String?
    /// `// MARK: -` sections and protocol conformances in extensions (ARC Labs style).
    public var markComments: Bool
    public var accessLevel: AccessLevel

    // MARK: Entities
    public var entityConformances: [String]
    /// Force `let` for every stored property, whatever the spec says (the popcorn preset).
    public var entityPropertiesAlwaysLet: Bool
    public var defaultIDType: IDType
    /// `init(id: UUID = UUID(), …)` (the vitalarc preset).
    public var idDefaultsToNewUUID: Bool
    /// Optional init parameters default to `nil` (the popcorn preset).
    public var optionalParametersDefaultToNil: Bool
    /// Conformances after the `String` raw type.
    public var enumConformances: [String]

    // MARK: Repositories
    /// Pattern with `{entity}`: `{entity}Repository`, `{entity}RepositoryProtocol`, `{entity}RepositoryContract`.
    public var repositoryProtocolName: String
    public var repositoryRefinesSendable: Bool
    public var repositoryMethods: RepositoryMethodNames
    /// Reads take a `cachePolicy:` argument and use cases pass their implied policy (the contract preset).
    public var repositoryCachePolicyParameter: Bool

    // MARK: Use cases
    public var useCaseStyle: UseCaseStyle
    /// Pattern with `{name}`: `{name}UseCase`, `Default{name}UseCase`.
    public var useCaseName: String
    /// Pattern with `{name}` for the protocol, when the style has one.
    public var useCaseContractName: String
    public var typedThrows: Bool
    /// Plain CRUD: no pass-through use cases; callers use the repository directly.
    public var lightweightCRUD: Bool

    // MARK: Errors
    /// Pattern with `{feature}`.
    public var errorTypeName: String

    // MARK: Mocks and tests
    /// Pattern with `{name}`: `Mock{name}` or `{name}Mock`.
    public var mockName: String
    /// `@MainActor init() {}` on mocks (the contract preset).
    public var mockMainActorInit: Bool
    /// Mock factories file name pattern with `{name}`: `{name}+Mocks`.
    public var mockFactoryFileName: String
    public var testFramework: TestFramework

    // MARK: Wiring
    /// Pattern with `{feature}`.
    public var dependencyContainerName: String

    // MARK: Layout
    /// Pattern with `{feature}` and `{app}`.
    public var moduleName: String
    /// The product prefix `{app}` stands for when a spec names none (`Popcorn` in `PopcornMovies`).
    public var defaultApp: String?
    /// Extra modules the Data layer goes into (the popcorn preset); `.single` keeps one module.
    public var modules: LayerModules
    public var paths: PathPatterns

    // MARK: Data layer
    public var data: DataConventions

    public init(
        preset: String, indentWidth: Int = 4, useTabs: Bool = false, fileHeader: String? = nil, markComments: Bool = false,
        accessLevel: AccessLevel = .internal, entityConformances: [String], entityPropertiesAlwaysLet: Bool = false,
        defaultIDType: IDType = .uuid, idDefaultsToNewUUID: Bool = false, optionalParametersDefaultToNil: Bool = true,
        enumConformances: [String], repositoryProtocolName: String = "{entity}Repository",
        repositoryRefinesSendable: Bool = true, repositoryMethods: RepositoryMethodNames = .init(),
        repositoryCachePolicyParameter: Bool = false, useCaseStyle: UseCaseStyle, useCaseName: String = "{name}UseCase",
        useCaseContractName: String = "{name}UseCaseProtocol", typedThrows: Bool = false, lightweightCRUD: Bool = false,
        errorTypeName: String = "{feature}Error", mockName: String = "Mock{name}", mockMainActorInit: Bool = false,
        mockFactoryFileName: String = "{name}+Mocks", testFramework: TestFramework = .swiftTesting,
        dependencyContainerName: String = "{feature}DependencyContainer", moduleName: String = "{feature}",
        defaultApp: String? = nil, modules: LayerModules = .single, paths: PathPatterns, data: DataConventions = DataConventions()
    ) {
        self.preset = preset
        self.indentWidth = indentWidth
        self.useTabs = useTabs
        self.fileHeader = fileHeader
        self.markComments = markComments
        self.accessLevel = accessLevel
        self.entityConformances = entityConformances
        self.entityPropertiesAlwaysLet = entityPropertiesAlwaysLet
        self.defaultIDType = defaultIDType
        self.idDefaultsToNewUUID = idDefaultsToNewUUID
        self.optionalParametersDefaultToNil = optionalParametersDefaultToNil
        self.enumConformances = enumConformances
        self.repositoryProtocolName = repositoryProtocolName
        self.repositoryRefinesSendable = repositoryRefinesSendable
        self.repositoryMethods = repositoryMethods
        self.repositoryCachePolicyParameter = repositoryCachePolicyParameter
        self.useCaseStyle = useCaseStyle
        self.useCaseName = useCaseName
        self.useCaseContractName = useCaseContractName
        self.typedThrows = typedThrows
        self.lightweightCRUD = lightweightCRUD
        self.errorTypeName = errorTypeName
        self.mockName = mockName
        self.mockMainActorInit = mockMainActorInit
        self.mockFactoryFileName = mockFactoryFileName
        self.testFramework = testFramework
        self.dependencyContainerName = dependencyContainerName
        self.moduleName = moduleName
        self.defaultApp = defaultApp
        self.modules = modules
        self.paths = paths
        self.data = data
    }
}

public enum AccessLevel: String, Sendable, Hashable, Codable, CaseIterable {
    case `internal`, `public`, package

    /// The keyword with a trailing space, or nothing for `internal` (Swift's default is never spelled out).
    public var prefix: String { self == .internal ? "" : rawValue + " " }
}

public enum UseCaseStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// `final class CreateWorkoutUseCase` alone (the vitalarc preset).
    case finalClass
    /// `protocol …Contract: Sendable` + `struct …UseCase` (the contract preset).
    case protocolAndStruct
    /// `protocol …: Sendable` + `final class …` (Popcorn's `Default…UseCase`, ARC Labs).
    case protocolAndFinalClass

    public var hasContract: Bool { self != .finalClass }
}

public enum TestFramework: String, Sendable, Hashable, Codable, CaseIterable {
    case swiftTesting, xctest
}

/// Signature patterns of the standard repository operations, e.g. `fetch(id:)` or `get{name}(identifier:)`.
///
/// The labels tell the generator how to call them: `delete(_:)` takes the entity, `delete(id:)` its id.
public struct RepositoryMethodNames: Sendable, Hashable, Codable {
    public var save: String
    public var fetchByID: String
    public var fetchAll: String
    public var fetchPage: String
    public var search: String
    public var delete: String

    public init(
        save: String = "save(_:)", fetchByID: String = "fetch(id:)", fetchAll: String = "fetchAll()",
        fetchPage: String = "fetch{names}Page(page:)", search: String = "search{names}Page(query:page:)",
        delete: String = "delete(_:)"
    ) {
        self.save = save
        self.fetchByID = fetchByID
        self.fetchAll = fetchAll
        self.fetchPage = fetchPage
        self.search = search
        self.delete = delete
    }

    public func pattern(for operation: RepositoryOperation) -> String {
        switch operation {
        case .save: return save
        case .fetchByID: return fetchByID
        case .fetchAll: return fetchAll
        case .fetchPage: return fetchPage
        case .search: return search
        case .delete: return delete
        }
    }
}

/// Where each kind of generated file goes, relative to the output folder.
///
/// `{sources}` and `{tests}` expand to the `sources` and `tests` patterns, so a layout can be moved
/// wholesale by changing those two.
public struct PathPatterns: Sendable, Hashable, Codable {
    public var sources: String
    public var tests: String
    public var entity: String
    public var enumType: String
    public var repository: String
    public var useCase: String
    public var error: String
    public var cachePolicy: String
    public var dependencyContainer: String
    public var repositoryMock: String
    public var useCaseMock: String
    public var mockFactory: String
    public var useCaseTest: String
    // Data layer
    public var dto: String
    public var dtoMapper: String
    public var dataSupport: String
    public var remoteDataSource: String
    public var localDataSource: String
    public var persistence: String
    public var persistenceMapper: String
    public var repositoryImplementation: String
    public var dataWiring: String
    public var dataMock: String
    public var dataTest: String
    /// DTO decoding tests; `nil` puts them with the other Data tests (`dataTest`).
    public var dtoTest: String?
    /// `JSONCoding`, the wire format's coders; `nil` puts it with the other support types (`dataSupport`).
    public var wireSupport: String?

    public init(
        sources: String, tests: String,
        entity: String = "{sources}/Domain/Entities/{name}.swift",
        enumType: String = "{sources}/Domain/Entities/{name}.swift",
        repository: String = "{sources}/Domain/Repositories/{name}.swift",
        useCase: String = "{sources}/Domain/UseCases/{name}.swift",
        error: String = "{sources}/Domain/Errors/{name}.swift",
        cachePolicy: String = "{sources}/Domain/Repositories/{name}.swift",
        dependencyContainer: String = "{sources}/App/{name}.swift",
        repositoryMock: String = "{tests}/Mocks/{name}.swift",
        useCaseMock: String = "{tests}/Mocks/{name}.swift",
        mockFactory: String = "{tests}/Helpers/{name}.swift",
        useCaseTest: String = "{tests}/UseCases/{name}.swift",
        dto: String = "{sources}/Data/DTOs/{name}.swift",
        dtoMapper: String = "{sources}/Data/Mappers/{name}.swift",
        dataSupport: String = "{sources}/Data/Support/{name}.swift",
        remoteDataSource: String = "{sources}/Data/DataSources/Remote/{name}.swift",
        localDataSource: String = "{sources}/Data/DataSources/Local/{name}.swift",
        persistence: String = "{sources}/Data/Persistence/{name}.swift",
        persistenceMapper: String = "{sources}/Data/Persistence/{name}.swift",
        repositoryImplementation: String = "{sources}/Data/Repositories/{name}.swift",
        dataWiring: String = "{sources}/App/{name}.swift",
        dataMock: String = "{tests}/Mocks/{name}.swift",
        dataTest: String = "{tests}/Data/{name}.swift",
        dtoTest: String? = nil,
        wireSupport: String? = nil
    ) {
        self.sources = sources
        self.tests = tests
        self.entity = entity
        self.enumType = enumType
        self.repository = repository
        self.useCase = useCase
        self.error = error
        self.cachePolicy = cachePolicy
        self.dependencyContainer = dependencyContainer
        self.repositoryMock = repositoryMock
        self.useCaseMock = useCaseMock
        self.mockFactory = mockFactory
        self.useCaseTest = useCaseTest
        self.dto = dto
        self.dtoMapper = dtoMapper
        self.dataSupport = dataSupport
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.persistence = persistence
        self.persistenceMapper = persistenceMapper
        self.repositoryImplementation = repositoryImplementation
        self.dataWiring = dataWiring
        self.dataMock = dataMock
        self.dataTest = dataTest
        self.dtoTest = dtoTest
        self.wireSupport = wireSupport
    }
}
