import StrataIndex
import StrataModel
import StrataParallel

/// The role of every declaration, protocols first so conformances can be read as roles.
struct RoleRules {
    let catalog: TypeCatalog
    /// The classified files, in the index's order (`TypeCatalog.Part.fileIndex`).
    let files: [ClassifiedFile]
    private var protocolRoles: [String: Role] = [:]

    init(catalog: TypeCatalog, files: [ClassifiedFile]) {
        self.catalog = catalog
        self.files = files
    }

    static let testDoubleWords = ["Mock", "Fake", "Spy", "Stub", "Dummy"]
    /// Names of types that store or fetch data: never a use case, whatever protocol they adopt.
    static let storageSuffixes = ["Repository", "RepositoryProtocol", "RepositoryImpl", "Store", "Gateway", "GatewayProtocol", "DataSource", "Client"]
    /// What a type that draws on screen conforms to (or inherits from): a view is never a use case,
    /// a repository or a dependency container, whatever its name (`InputContainer: View`).
    static let viewTypes: Set<String> = Set([
        "View", "UIView", "UIViewController", "UITableViewCell", "UICollectionViewCell", "UITableViewController",
        "UICollectionViewController", "UINavigationController", "UITabBarController", "NSView", "NSViewController",
        "App", "Scene", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable", "PreviewProvider",
    ]).union(DeclaredLayer.viewDataSourceProtocols)
    static let useCaseMethods: Set<String> = ["execute", "callAsFunction", "run", "invoke", "perform"]

    /// Protocols first (their roles are what conformances are read as), then the other types, each
    /// stage spread over the cores; then the test factories.
    /// - Returns: the types, and the catalog entry each type before the factories was read from.
    mutating func classifyAll() -> (types: [ClassifiedType], entries: [TypeCatalog.Entry]) {
        let protocols = catalog.order.filter { $0.declaration.kind == .protocol }
        let protocolEvidence = ParallelSlices.flatMap(protocols.count) { position in
            let entry = protocols[position]
            let (role, evidence) = protocolRole(entry)
            entry.role = role  // each entry is classified by one core only
            return evidence
        }
        for entry in protocols { protocolRoles[entry.declaration.name] = entry.role }
        let entries = protocols + catalog.order.filter { $0.declaration.kind != .protocol }
        let rules = self
        // One list written in place (joining a list per stage copied every classified type once more).
        var types = ParallelSlices.flatMap(entries.count) { position in
            let entry = entries[position]
            if position < protocols.count, let role = entry.role { return rules.classified(entry, role, protocolEvidence[position]) }
            let (role, evidence) =
                entry.declaration.name.includes(".")
                ? rules.nestedRole(entry)
                : rules.concreteRole(entry)
            entry.role = role
            return rules.classified(entry, role, evidence)
        }
        types += mockFactories()
        return (types, entries)
    }

    private func classified(_ entry: TypeCatalog.Entry, _ role: Role, _ evidence: String) -> ClassifiedType {
        let file = files[entry.part.fileIndex]
        return ClassifiedType(
            name: entry.declaration.name, kind: entry.declaration.kind, role: role, evidence: evidence,
            file: entry.part.file, line: entry.declaration.line, module: file.module, layer: file.layer,
            conformances: entry.conformances
        )
    }

    // MARK: Protocols

    func protocolRole(_ entry: TypeCatalog.Entry) -> (Role, String) {
        let name = entry.declaration.name
        if name.includes(".") { return (.other, "nested protocol") }
        if name.includes("DataSource") { return (.dataSourceProtocol, "protocol named …DataSource…") }
        // What the name says it stores wins over a single `run`/`perform` requirement: a
        // `WorkoutRepository` with one `perform(_:)` is a repository, not a use case contract.
        let storesData = Self.storageSuffixes.contains { name.hasSuffix($0) } && !name.hasSuffix("DataStore")
        // Positions, not a filtered copy of the members (a retain of each member's strings and lists).
        let members = entry.declaration.members
        if !storesData, let first = members.firstIndex(where: { $0.kind == .method }),
            !members[(first + 1)...].contains(where: { $0.kind == .method }), Self.useCaseMethods.contains(members[first].name)
        {
            return (.useCaseContract, "protocol with a single `\(members[first].name)` requirement")
        }
        // `Usecase` with a lower-case c is the same word (`AchievementFetchableUsecase`).
        for suffix in ["UseCase", "UseCaseContract", "UseCaseProtocol", "Usecase", "UsecaseProtocol", "Interactor", "InteractorProtocol"] where name.hasSuffix(suffix) {
            return (.useCaseContract, "protocol named …\(suffix)")
        }
        // A protocol with associated types (`RepositoryProtocol { associatedtype Request }`) is a
        // generic storage helper, not one entity's repository contract.
        let isGenericHelper = entry.declaration.members.contains { $0.kind == .associatedType }
        for suffix in ["Repository", "RepositoryProtocol", "RepositoryContract", "RepositoryType", "Gateway", "GatewayProtocol", "Store"]
        where name.hasSuffix(suffix) && !name.hasSuffix("DataStore") && !isGenericHelper {
            return (.repositoryProtocol, "protocol named …\(suffix)")
        }
        if ["APIClient", "NetworkClient", "HTTPClient", "APIClientProtocol", "NetworkClientProtocol"].contains(where: { name.hasSuffix($0) }) {
            return (.apiClient, "protocol named like an API client")
        }
        return (.other, "protocol with no recognised role")
    }

    // MARK: Concrete types

    func concreteRole(_ entry: TypeCatalog.Entry) -> (Role, String) {
        let declaration = entry.declaration
        let name = declaration.name
        let conformances = entry.conformances
        let file = files[entry.part.fileIndex]
        let isTest = file.isTest
        let conformedRoles: [(Role, String)] = conformances.compactMap { proto in protocolRoles[proto].map { ($0, proto) } }

        if isTest {
            if declaration.attributes.contains("Suite") || conformances.contains("XCTestCase")
                || entry.anyMember(where: { $0.attributes.contains("Test") })
            {
                return (.testSuite, "test suite")
            }
            if let word = Self.testDoubleWords.first(where: { Naming.hasWordPrefix(name, $0) || name.hasSuffix($0) }) {
                return (.mock, "test type named with `\(word)`")
            }
            if let (_, proto) = conformedRoles.first {
                return (.mock, "test type conforming to `\(proto)`")
            }
            return (.other, "helper type in tests")
        }
        if let view = conformances.first(where: Self.viewTypes.contains) {
            return (.other, "a view (`\(view)`)")
        }
        if declaration.attributes.contains("Model") || conformances.contains("NSManagedObject") {
            return (.persistenceModel, declaration.attributes.contains("Model") ? "`@Model` class" : "`NSManagedObject` subclass")
        }
        if declaration.kind == .enum && conformances.contains(where: { $0 == "Error" || $0 == "LocalizedError" }) {
            return (.errorType, "enum conforming to `Error`")
        }
        // A `MockTravelRepository` shipped in a production module (for previews, or a
        // `testValue`) is a test double, not the repository: repository rules do not apply to it.
        if let (_, proto) = conformedRoles.first(where: { $0.0 != .other }),
            let word = Self.testDoubleWords.first(where: { Naming.hasWordPrefix(name, $0) || name.hasSuffix($0) })
        {
            return (.mock, "type named with `\(word)` conforming to `\(proto)`")
        }
        for (role, proto) in conformedRoles {
            switch role {
            case .repositoryProtocol: return (.repositoryImplementation, "conforms to repository protocol `\(proto)`")
            case .useCaseContract where !Self.storageSuffixes.contains(where: { name.hasSuffix($0) }):
                return (.useCaseImplementation, "conforms to use case contract `\(proto)`")
            case .dataSourceProtocol: return (.dataSource, "conforms to data source protocol `\(proto)`")
            case .apiClient: return (.apiClient, "conforms to `\(proto)`")
            default: continue
            }
        }
        if name.hasSuffix("DTO") || name.hasSuffix("Dto") {
            return (.dto, "named …DTO")
        }
        let isCodable = conformances.contains { ["Codable", "Decodable", "Encodable"].contains($0) }
        let wireSuffixes = ["Response", "Request", "Payload", "Body", "Envelope"]
        if isCodable, file.layer == .data,
            catalog.entry(name + ".CodingKeys", from: entry.module) != nil || wireSuffixes.contains(where: { name.hasSuffix($0) })
        {
            return (.dto, "Codable type in the Data layer")
        }
        // Before the `DataSource` test: `DataSourceAssembler` wires data sources, it is not one.
        // By name only when it can hold a graph: a generic box (`ThreadSafeContainer<T>`) or a
        // decoded payload (`ResultsContainer<T>: Decodable`) is not a dependency container.
        if ["DependencyContainer", "Container", "Assembly", "Assembler", "CompositionRoot", "Dependencies"].contains(where: { name.hasSuffix($0) }),
            !declaration.isGeneric, !isCodable
        {
            return (.dependencyContainer, "named like a dependency container")
        }
        if name.hasSuffix("Mapper") { return (.mapper, "named …Mapper") }
        if name.includes("DataSource") { return (.dataSource, "named …DataSource…") }
        if ["APIClient", "NetworkClient", "HTTPClient", "ApiClient"].contains(where: { name.hasSuffix($0) }) {
            return (.apiClient, "named like an API client")
        }
        if name.hasSuffix("ViewModel") { return (.viewModel, "named …ViewModel") }
        // The implementation of a view model protocol (`GamesViewModel` + `GamesViewModelImpl`).
        if ["ViewModelImpl", "ViewModelImplementation"].contains(where: { name.hasSuffix($0) }) { return (.viewModel, "named …ViewModelImpl") }
        // SwiftUI's observable state holder (`@Observable final class QuizStore`, an `ObservableObject`
        // `…Store`) is a screen's model, not storage.
        if declaration.kind == .class, declaration.attributes.contains("Observable") || conformances.contains("ObservableObject"),
            ["Store", "ViewState", "State", "Model"].contains(where: { name.hasSuffix($0) })
        {
            return (.viewModel, "observable `…\(["Store", "ViewState", "State", "Model"].first(where: { name.hasSuffix($0) })!)` class")
        }
        if ["UseCase", "Usecase", "Interactor"].contains(where: { name.hasSuffix($0) }),
            entry.anyMember(where: { $0.kind == .method && Self.useCaseMethods.contains($0.name) })
        {
            return (.useCaseImplementation, "named …UseCase with an `execute`-style method")
        }
        let inDomain = file.layer == .domain || file.layer == .application
        if declaration.kind == .enum {
            // Persisted and decoded domain enums have raw values (the popcorn preset); `CachePolicy`-like
            // control enums do not and are not part of the model.
            let rawTypes = ["String", "Int", "Codable", "Decodable"]
            guard inDomain, conformances.contains(where: rawTypes.contains) else { return (.other, "enum without raw values, or outside the Domain layer") }
            return (.valueEnum, "enum with raw values in the Domain layer")
        }
        if inDomain, let useCase = useCaseInputOwner(name, module: entry.module) {
            return (.other, "the input of use case `\(useCase)`")
        }
        let storedProperties = entry.declaration.members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }
        if inDomain, declaration.kind == .struct || declaration.kind == .class {
            if conformances.contains("Identifiable") { return (.entity, "Identifiable value in the Domain layer") }
            if storedProperties.contains(where: { $0.name == "id" }) { return (.entity, "type with an `id` in the Domain layer") }
            if declaration.kind == .struct, !storedProperties.isEmpty { return (.entity, "value type with stored properties in the Domain layer") }
        }
        return (.other, "no recognised role")
    }

    static let useCaseInputSuffixes = ["RequestValues", "RequestValue", "Parameters", "Params", "Input"]

    /// `SearchMoviesUseCaseRequestValue`, `GetUserParams`: a use case's arguments bundled in a value,
    /// named after a use case the project declares; not an entity.
    func useCaseInputOwner(_ name: String, module: String?) -> String? {
        guard let stem = Self.useCaseInputSuffixes.lazy.compactMap({ name.droppingSuffix($0) }).first, !stem.isEmpty else { return nil }
        return [stem, stem + "UseCase"].first { catalog.entry($0, from: module) != nil }
    }

    /// Nested types have no role of their own, except test doubles nested in a test case
    /// (`SearchMoviesUseCaseTests.MoviesRepositoryMock`, a common XCTest habit).
    func nestedRole(_ entry: TypeCatalog.Entry) -> (Role, String) {
        guard files[entry.part.fileIndex].isTest, entry.declaration.kind != .protocol, entry.declaration.kind != .enum else {
            return (.other, "nested type")
        }
        let name = String(entry.declaration.name.split(separator: ".").last ?? "")
        if let word = Self.testDoubleWords.first(where: { Naming.hasWordPrefix(name, $0) || name.hasSuffix($0) }) {
            return (.mock, "test type named with `\(word)`, nested in a test")
        }
        if let proto = entry.conformances.first(where: { protocolRoles[$0] != nil && protocolRoles[$0] != .other }) {
            return (.mock, "test type conforming to `\(proto)`, nested in a test")
        }
        return (.other, "nested type")
    }

    /// `extension Workout { static func mock(…) }` in tests: one factory per extension.
    func mockFactories() -> [ClassifiedType] {
        var factories: [ClassifiedType] = []
        catalog.forEachExtension { item in
            let file = files[item.fileIndex]
            guard file.isTest,
                item.declaration.members.contains(where: { $0.isStatic && ["mock", "make", "fixture", "stub", "fake", "sample"].contains(where: $0.name.hasPrefix) })
            else { return }
            factories.append(
                ClassifiedType(
                    name: item.declaration.name, kind: .extension, role: .mockFactory, evidence: "test extension with a static `mock` factory",
                    file: item.file, line: item.declaration.line, module: file.module, layer: file.layer,
                    conformances: item.declaration.inheritedTypes.map(TypeNameReader.baseName)
                ))
        }
        return factories
    }
}
