import StrataIndex
import StrataModel

/// The Data layer of a codebase, sorted into the kinds of type Strata generates: DTOs, their mappers,
/// data sources (remote or local, protocol or implementation), `@Model`s and their mappers,
/// repository implementations, networking support, and the mocks and tests of all these.
///
/// Found once from the classifier's roles and the types' signatures, so naming, layout and caching
/// rules ask the same questions of the same types.
struct DataLayerFacts {
    /// Which side of a repository a data source serves.
    enum Side: String {
        case remote, local
    }

    /// A mapper with the domain types it converts (`MovieMapper` → `Movie`).
    struct Mapper {
        var type: ClassifiedType
        var served: [String]
    }

    struct DataSource {
        var type: ClassifiedType
        var side: Side
    }

    struct RepositoryImplementation {
        var type: ClassifiedType
        /// The repository protocol it implements, when the codebase declares it.
        var protocolType: ClassifiedType?
    }

    var dtos: [ClassifiedType] = []
    /// Mappers between the wire and the domain (the other side is a DTO or a type Strata cannot see).
    var dtoMappers: [Mapper] = []
    /// Mappers between `@Model`s and the domain.
    var persistenceMappers: [Mapper] = []
    var persistentModels: [ClassifiedType] = []
    var dataSourceProtocols: [DataSource] = []
    var dataSources: [DataSource] = []
    var repositoryImplementations: [RepositoryImplementation] = []
    /// API clients, endpoints, network errors: what every generated Data layer declares once.
    var supportTypes: [ClassifiedType] = []
    /// Test doubles of data sources and API clients.
    var mocks: [ClassifiedType] = []
    /// Test suites of Data-layer types.
    var tests: [ClassifiedType] = []
    /// Entities and domain enums, the types Data-layer names are made of.
    var domainNames: Set<String> = []

    /// The types that make a Data layer (support, mocks and tests alone do not).
    var layerTypes: [ClassifiedType] {
        (dtos + dtoMappers.map(\.type) + persistenceMappers.map(\.type) + persistentModels + dataSourceProtocols.map(\.type)
            + dataSources.map(\.type) + repositoryImplementations.map(\.type)).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// Names of networking types every generated Data layer has, besides API clients.
    static let supportNames: Set<String> = Set(DataSupportNames.all).union(["HTTPMethod", "Endpoint", "NetworkError", "APIError"])

    init() {}

    init(_ facts: InferenceFacts) {
        domainNames = Set(facts.entities.map(\.name) + facts.valueEnums.map(\.name))
        dtos = facts.sourceTypes(.dto).filter { $0.kind == .struct || $0.kind == .class }
        let allModels = facts.sourceTypes(.persistenceModel)
        let allModelNames = Set(allModels.map(\.name))
        // Strata's companions keeping an entity's stored pages and query results (`WorkoutStoredListModel`
        // beside `WorkoutModel`) follow the entity model's name; they are not named after a domain type.
        persistentModels = allModels.filter { model in
            guard model.name.contains("StoredList") else { return true }
            return !allModelNames.contains(model.name.replacingOccurrences(of: "StoredList", with: ""))
        }
        let modelNames = allModelNames
        for mapper in facts.sourceTypes(.mapper) where mapper.kind != .protocol {
            let mentioned = Self.signatureTypes(facts.members(of: mapper))
            let served = mentioned.filter(domainNames.contains)
            guard !served.isEmpty else { continue }
            if mentioned.contains(where: modelNames.contains) {
                persistenceMappers.append(Mapper(type: mapper, served: served))
            } else {
                dtoMappers.append(Mapper(type: mapper, served: served))
            }
        }
        for type in facts.sourceTypes(.dataSourceProtocol) + facts.sourceTypes(.dataSource) {
            let protocolSide = type.conformances.lazy.compactMap { facts.types[$0] }
                .filter { $0.role == .dataSourceProtocol }.compactMap { Self.side(of: $0.name, path: $0.file) }.first
            guard let side = Self.side(of: type.name, path: type.file) ?? protocolSide else { continue }
            if type.kind == .protocol {
                dataSourceProtocols.append(DataSource(type: type, side: side))
            } else {
                dataSources.append(DataSource(type: type, side: side))
            }
        }
        repositoryImplementations = facts.sourceTypes(.repositoryImplementation).filter { $0.kind != .protocol }.map { type in
            RepositoryImplementation(type: type, protocolType: type.conformances.lazy.compactMap { facts.types[$0] }.first { $0.role == .repositoryProtocol })
        }
        supportTypes = facts.model.types.filter { type in
            guard type.kind != .extension, !type.name.contains("."), !facts.isTest(type.file) else { return false }
            return type.role == .apiClient || Self.supportNames.contains(type.name)
                || (type.layer == .data && type.name.hasSuffix("Endpoint") && type.kind != .protocol)
        }
        mocks = facts.model.types(.mock).filter { mock in
            guard mock.kind != .extension, !mock.name.contains(".") else { return false }
            return [.dataSourceProtocol, .apiClient].contains(facts.mockedProtocol(of: mock)?.role)
        }
        let dataRoles: Set<Role> = [.dto, .mapper, .persistenceModel, .dataSource, .dataSourceProtocol, .repositoryImplementation, .apiClient]
        tests = facts.model.types(.testSuite).filter { suite in
            guard suite.kind != .extension, !suite.name.contains(".") else { return false }
            let tested = facts.relations(.tests, from: suite.name).compactMap { facts.types[$0.to] }
            return tested.contains { dataRoles.contains($0.role) }
        }
    }

    /// Project type names in the parameters and results of methods and initialisers.
    static func signatureTypes(_ members: [Member]) -> [String] {
        var seen: [String] = []
        for member in members where member.kind == .method || member.kind == .initializer {
            let texts = member.parameters.map(\.type) + [member.type ?? ""]
            for name in texts.flatMap(TypeNameReader.names(in:)) where !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    /// Words that say a data source talks to the network or keeps values on the device: its own
    /// name first (`UserRemoteDataSource`), then its folder (`DataSources/Remote/`).
    static func side(of name: String, path: String) -> Side? {
        if name.contains("Remote") { return .remote }
        if name.contains("Local") { return .local }
        let remoteWords = ["API", "Api", "Network", "HTTP", "Http", "Web", "Server", "Cloud"]
        let localWords = ["Cache", "Persist", "Disk", "Database", "Storage", "SwiftData", "CoreData", "InMemory", "Memory", "Keychain", "Defaults"]
        if remoteWords.contains(where: name.contains) { return .remote }
        if localWords.contains(where: name.contains) { return .local }
        let folders = path.split(separator: "/").dropLast().map { $0.lowercased() }
        if folders.contains(where: { ["remote", "network", "networking", "api"].contains($0) }) { return .remote }
        if folders.contains(where: { ["local", "persistence", "cache", "storage", "database"].contains($0) }) { return .local }
        return nil
    }
}
