/// The house styles Strata knows, one preset each. Every field can still be overridden in `.strata.yml`.
public enum Presets {
    /// The preset used when neither the command line nor `.strata.yml` names one.
    public static let defaultName = "vitalarc"

    public static let all: [Conventions] = [vitalArc, popcorn, contract, arcLabs, clinic]

    public static func named(_ name: String) -> Conventions? { all.first { $0.preset == name } }

    public static var names: [String] { all.map(\.preset) }

    /// One line per preset, for `--help` and `strata presets`.
    public static let summaries: [String: String] = [
        "vitalarc": "Domain/Entities|Repositories|UseCases, `struct X: Identifiable, Codable, Hashable`, UUID ids, `final class VerbXUseCase`",
        "popcorn":
            "Contexts/<Context>/Sources/<X>Domain, `public struct` Identifiable/Equatable/Sendable, all `public let`, Int ids, `<Name>+Mocks.swift` factories, Data layer in <X>Infrastructure + <Context>Adapters",
        "contract": "`protocol XUseCaseContract: Sendable` + `struct XUseCase`, typed throws, cache policies, mocks in Tests/Shared/Mocks",
        "arclabs": "`XRepositoryProtocol`, `XUseCaseProtocol` + final class, MARK sections, conformances in extensions",
        "clinic": "`protocol XRepository: Sendable`, `fetchX(id:)`, `delete(id:)`, `MockXRepository` with call counts",
    ]

    /// VitalArc: plain internal structs, UUID ids, `final class` use cases.
    public static let vitalArc = Conventions(
        preset: "vitalarc",
        entityConformances: ["Identifiable", "Codable", "Hashable"],
        defaultIDType: .uuid,
        idDefaultsToNewUUID: true,
        enumConformances: ["Codable", "Hashable", "CaseIterable"],
        repositoryProtocolName: "{entity}Repository",
        repositoryRefinesSendable: false,
        useCaseStyle: .finalClass,
        mockName: "Mock{name}",
        paths: PathPatterns(
            sources: "Sources/{module}", tests: "Tests/{module}Tests",
            persistence: "{sources}/Data/Models/{name}.swift", persistenceMapper: "{sources}/Data/Models/{name}.swift"
        ),
        // SwiftData `[Name]Model` with `fromDomain()`/`toDomain()` converters.
        data: DataConventions(persistentModelName: "{name}Model", persistenceMapperName: "{name}ModelMapper")
    )

    /// Popcorn: public immutable structs in bounded contexts, Int ids, `Default…` use cases.
    public static let popcorn = Conventions(
        preset: "popcorn",
        accessLevel: .public,
        entityConformances: ["Identifiable", "Equatable", "Sendable"],
        entityPropertiesAlwaysLet: true,
        defaultIDType: .int,
        enumConformances: ["Equatable", "Sendable"],
        repositoryProtocolName: "{entity}Repository",
        useCaseStyle: .protocolAndFinalClass,
        useCaseName: "Default{name}UseCase",
        useCaseContractName: "{name}UseCase",
        typedThrows: true,
        mockName: "{name}Mock",
        mockFactoryFileName: "{name}+Mocks",
        moduleName: "{feature}Domain",
        // storage, data sources and repositories in `<X>Infrastructure`; the wire types and
        // their mappers in the `<Context>Adapters` package.
        modules: LayerModules(
            adapters: "{context}Adapters",
            adaptersSources: "Adapters/Contexts/{context}Adapters/Sources/{context}Adapters",
            adaptersTests: "Adapters/Contexts/{context}Adapters/Tests/{context}AdaptersTests",
            infrastructure: "{feature}Infrastructure",
            infrastructureSources: "Contexts/{context}/Sources/{feature}Infrastructure",
            infrastructureTests: "Contexts/{context}/Tests/{feature}InfrastructureTests"
        ),
        paths: PathPatterns(
            sources: "Contexts/{context}/Sources/{feature}Domain",
            tests: "Contexts/{context}/Tests/{feature}DomainTests",
            entity: "{sources}/Entities/{name}.swift",
            enumType: "{sources}/Entities/{name}.swift",
            repository: "{sources}/Repositories/{name}.swift",
            useCase: "{sources}/UseCases/{name}.swift",
            error: "{sources}/Errors/{name}.swift",
            cachePolicy: "{sources}/Repositories/{name}.swift",
            dependencyContainer: "{sources}/{name}.swift",
            repositoryMock: "{tests}/Mocks/{name}.swift",
            useCaseMock: "{tests}/Mocks/{name}.swift",
            mockFactory: "{tests}/Helpers/{name}.swift",
            useCaseTest: "{tests}/UseCases/{name}.swift",
            dto: "{adaptersSources}/DataSources/DTOs/{name}.swift",
            dtoMapper: "{adaptersSources}/DataSources/Mappers/{name}.swift",
            dataSupport: "{infrastructureSources}/Support/{name}.swift",
            remoteDataSource: "{infrastructureSources}/DataSources/Remote/{name}.swift",
            localDataSource: "{infrastructureSources}/DataSources/Local/{name}.swift",
            persistence: "{infrastructureSources}/DataSources/Local/Models/{name}.swift",
            persistenceMapper: "{infrastructureSources}/DataSources/Local/Mappers/{name}.swift",
            repositoryImplementation: "{infrastructureSources}/Repositories/{name}.swift",
            dataWiring: "{infrastructureSources}/{name}.swift",
            dataMock: "{infrastructureTests}/Mocks/{name}.swift",
            dataTest: "{infrastructureTests}/{name}.swift",
            dtoTest: "{adaptersTests}/DataSources/{name}.swift",
            wireSupport: "{adaptersSources}/Support/{name}.swift"
        ),
        // adapter Mapper structs, `<Context><Name>Entity` SwiftData models, the three-method infra mapper.
        data: DataConventions(
            dtoMapping: .mapperStructs, dtoMapperName: "{name}Mapper", remoteDataSourceName: "API{name}RemoteDataSource",
            remoteDataSourceProtocolName: "{name}RemoteDataSource", localDataSourceProtocolName: "{name}LocalDataSource",
            persistentModelName: "{context}{name}Entity", persistenceMapperName: "{name}EntityMapper",
            repositoryImplementationName: "Default{entity}Repository"
        )
    )

    /// Contract: contract + struct use cases, typed throws, implicit cache policies.
    public static let contract = Conventions(
        preset: "contract",
        entityConformances: ["Identifiable", "Equatable", "Sendable"],
        defaultIDType: .int,
        enumConformances: ["Equatable", "Sendable"],
        repositoryProtocolName: "{entity}RepositoryContract",
        repositoryMethods: RepositoryMethodNames(
            save: "save{name}(_:)", fetchByID: "get{name}(identifier:)", fetchAll: "getAll{names}()",
            fetchPage: "get{names}Page(page:)", search: "search{names}Page(query:page:)",
            delete: "delete{name}(identifier:)"
        ),
        repositoryCachePolicyParameter: true,
        useCaseStyle: .protocolAndStruct,
        useCaseContractName: "{name}UseCaseContract",
        typedThrows: true,
        mockName: "{name}Mock",
        mockMainActorInit: true,
        mockFactoryFileName: "{name}+Mock",
        moduleName: "{app}{feature}",
        paths: PathPatterns(
            sources: "Features/{feature}/Sources",
            tests: "Features/{feature}/Tests",
            entity: "{sources}/Domain/Models/{name}.swift",
            enumType: "{sources}/Domain/Models/{name}.swift",
            repository: "{sources}/Domain/Repositories/{name}.swift",
            useCase: "{sources}/Domain/UseCases/{name}.swift",
            error: "{sources}/Domain/Errors/{name}.swift",
            cachePolicy: "{sources}/Domain/Repositories/{name}.swift",
            // The feature module's composition root, beside its Domain, Data and Presentation folders.
            dependencyContainer: "{sources}/{name}.swift",
            repositoryMock: "{tests}/Shared/Mocks/{name}.swift",
            useCaseMock: "{tests}/Shared/Mocks/{name}.swift",
            mockFactory: "{tests}/Shared/Mocks/Models/{name}.swift",
            useCaseTest: "{tests}/Unit/Domain/UseCases/{name}.swift",
            dto: "{sources}/Data/DTOs/{name}.swift",
            dtoMapper: "{sources}/Data/Mappers/{name}.swift",
            dataSupport: "{sources}/Data/Support/{name}.swift",
            remoteDataSource: "{sources}/Data/DataSources/{name}.swift",
            localDataSource: "{sources}/Data/DataSources/{name}.swift",
            persistence: "{sources}/Data/Persistence/{name}.swift",
            persistenceMapper: "{sources}/Data/Persistence/{name}.swift",
            repositoryImplementation: "{sources}/Data/Repositories/{name}.swift",
            dataWiring: "{sources}/Data/{name}.swift",
            dataMock: "{tests}/Shared/Mocks/{name}.swift",
            dataTest: "{tests}/Unit/Data/{name}.swift"
        ),
        // `…Contract` data sources, Mapper structs, the repository named like its contract minus the suffix.
        data: DataConventions(
            dtoMapping: .mapperStructs, dtoMapperName: "{name}Mapper",
            remoteDataSourceProtocolName: "{name}RemoteDataSourceContract",
            localDataSourceProtocolName: "{name}LocalDataSourceContract", repositoryImplementationName: "{entity}Repository"
        )
    )

    /// ARC Labs: `…Protocol` suffixes, MARK sections, conformances in extensions.
    public static let arcLabs = Conventions(
        preset: "arclabs",
        markComments: true,
        entityConformances: ["Identifiable", "Equatable", "Sendable"],
        defaultIDType: .uuid,
        enumConformances: ["Equatable", "Sendable"],
        repositoryProtocolName: "{entity}RepositoryProtocol",
        repositoryMethods: RepositoryMethodNames(
            save: "save{name}(_:)", fetchByID: "get{name}(by:)", fetchAll: "getAll{names}()",
            fetchPage: "get{names}Page(page:)", search: "search{names}(query:page:)", delete: "delete{name}(by:)"
        ),
        useCaseStyle: .protocolAndFinalClass,
        useCaseContractName: "{name}UseCaseProtocol",
        mockName: "Mock{name}",
        paths: PathPatterns(
            sources: "Sources/{module}", tests: "Tests/{module}Tests",
            dto: "{sources}/Data/Models/{name}.swift",
            dataSupport: "{sources}/Data/DataSources/{name}.swift",
            persistence: "{sources}/Data/DataSources/Local/Models/{name}.swift",
            persistenceMapper: "{sources}/Data/DataSources/Local/Models/{name}.swift"
        ),
        // `toDomain()`/`fromDomain(_:)`, `…Protocol` data sources, `XRepositoryImpl`.
        data: DataConventions(localDataSourceProtocolName: "{name}LocalDataSourceProtocol")
    )

    /// Clinic: `XRepository: Sendable`, `fetchX(id:)`, `delete(id:)`, String ids.
    public static let clinic = Conventions(
        preset: "clinic",
        entityConformances: ["Identifiable", "Equatable", "Sendable"],
        defaultIDType: .string,
        enumConformances: ["Equatable", "Sendable"],
        repositoryProtocolName: "{entity}Repository",
        repositoryMethods: RepositoryMethodNames(
            save: "save(_:)", fetchByID: "fetch{name}(id:)", fetchAll: "fetchAll()",
            fetchPage: "fetch{names}Page(page:)", search: "search{names}(query:page:)", delete: "delete(id:)"
        ),
        useCaseStyle: .protocolAndStruct,
        useCaseContractName: "{name}UseCaseProtocol",
        mockName: "Mock{name}",
        paths: PathPatterns(sources: "Sources/{module}", tests: "Tests/{module}Tests"),
        // the Data layer owns SwiftData and network I/O behind `XRepository: Sendable`.
        data: DataConventions(repositoryImplementationName: "Default{entity}Repository")
    )
}
