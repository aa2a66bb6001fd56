import StrataIndex
import StrataModel

// The classifier as it was before its catalog shared entries and worked per folder, kept as the
// oracle the current one is compared with (`ClassifierEquivalenceTests`).
@testable import StrataAnalysis

struct ReferenceRoleRules {
    let catalog: ReferenceTypeCatalog
    let fileInfo: [String: ClassifiedFile]
    private var protocolRoles: [String: Role] = [:]

    init(catalog: ReferenceTypeCatalog, fileInfo: [String: ClassifiedFile]) {
        self.catalog = catalog
        self.fileInfo = fileInfo
    }

    static let testDoubleWords = ["Mock", "Fake", "Spy", "Stub", "Dummy"]
    static let useCaseMethods: Set<String> = ["execute", "callAsFunction", "run", "invoke", "perform"]

    mutating func classifyAll() -> [ClassifiedType] {
        var result: [ClassifiedType] = []
        for key in catalog.order {
            guard let entry = catalog[key: key], entry.declaration.kind == .protocol else { continue }
            let (role, evidence) = protocolRole(entry)
            protocolRoles[entry.declaration.name] = role
            result.append(classified(entry, role, evidence))
        }
        for key in catalog.order {
            guard let entry = catalog[key: key], entry.declaration.kind != .protocol else { continue }
            let (role, evidence) =
                entry.declaration.name.contains(".")
                ? nestedRole(entry)
                : concreteRole(entry)
            result.append(classified(entry, role, evidence))
        }
        result += mockFactories()
        return result
    }

    private func classified(_ entry: ReferenceTypeCatalog.Entry, _ role: Role, _ evidence: String) -> ClassifiedType {
        let file = fileInfo[entry.file.path]
        return ClassifiedType(
            name: entry.declaration.name, kind: entry.declaration.kind, role: role, evidence: evidence,
            file: entry.file.path, line: entry.declaration.line, module: file?.module, layer: file?.layer ?? .unknown,
            conformances: entry.conformances
        )
    }

    // MARK: Protocols

    func protocolRole(_ entry: ReferenceTypeCatalog.Entry) -> (Role, String) {
        let name = entry.declaration.name
        if name.contains(".") { return (.other, "nested protocol") }
        let methods = entry.declaration.members.filter { $0.kind == .method }
        if name.contains("DataSource") { return (.dataSourceProtocol, "protocol named …DataSource…") }
        let storesData = RoleRules.storageSuffixes.contains { name.hasSuffix($0) } && !name.hasSuffix("DataStore")
        if !storesData, methods.count == 1, let method = methods.first, Self.useCaseMethods.contains(method.name) {
            return (.useCaseContract, "protocol with a single `\(method.name)` requirement")
        }
        for suffix in ["UseCase", "UseCaseContract", "UseCaseProtocol", "Interactor", "InteractorProtocol"] where name.hasSuffix(suffix) {
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

    /// Test doubles nested in a test (by name, or by conforming to a protocol with a role) are mocks.
    func nestedRole(_ entry: ReferenceTypeCatalog.Entry) -> (Role, String) {
        let kind = entry.declaration.kind
        guard fileInfo[entry.file.path]?.isTest == true, kind != .protocol, kind != .enum else { return (.other, "nested type") }
        let name = String(entry.declaration.name.split(separator: ".").last!)
        for word in Self.testDoubleWords where Naming.hasWordPrefix(name, word) || name.hasSuffix(word) {
            return (.mock, "test type named with `\(word)`, nested in a test")
        }
        for proto in entry.conformances {
            if let role = protocolRoles[proto], role != .other { return (.mock, "test type conforming to `\(proto)`, nested in a test") }
        }
        return (.other, "nested type")
    }

    func concreteRole(_ entry: ReferenceTypeCatalog.Entry) -> (Role, String) {
        let declaration = entry.declaration
        let name = declaration.name
        let conformances = entry.conformances
        let file = fileInfo[entry.file.path]
        let isTest = file?.isTest ?? false
        let conformedRoles: [(Role, String)] = conformances.compactMap { proto in protocolRoles[proto].map { ($0, proto) } }

        if isTest {
            if declaration.attributes.contains("Suite") || conformances.contains("XCTestCase")
                || entry.members.contains(where: { $0.attributes.contains("Test") })
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
        if let view = conformances.first(where: RoleRules.viewTypes.contains) {
            return (.other, "a view (`\(view)`)")
        }
        if declaration.attributes.contains("Model") || conformances.contains("NSManagedObject") {
            return (.persistenceModel, declaration.attributes.contains("Model") ? "`@Model` class" : "`NSManagedObject` subclass")
        }
        if declaration.kind == .enum && conformances.contains(where: { $0 == "Error" || $0 == "LocalizedError" }) {
            return (.errorType, "enum conforming to `Error`")
        }
        if let (_, proto) = conformedRoles.first(where: { $0.0 != .other }),
            let word = Self.testDoubleWords.first(where: { Naming.hasWordPrefix(name, $0) || name.hasSuffix($0) })
        {
            return (.mock, "type named with `\(word)` conforming to `\(proto)`")
        }
        for (role, proto) in conformedRoles {
            switch role {
            case .repositoryProtocol: return (.repositoryImplementation, "conforms to repository protocol `\(proto)`")
            case .useCaseContract where !RoleRules.storageSuffixes.contains(where: { name.hasSuffix($0) }):
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
        if isCodable, file?.layer == .data,
            catalog.entry(name + ".CodingKeys", from: entry.module) != nil || wireSuffixes.contains(where: { name.hasSuffix($0) })
        {
            return (.dto, "Codable type in the Data layer")
        }
        if name.hasSuffix("Mapper") { return (.mapper, "named …Mapper") }
        if name.contains("DataSource") { return (.dataSource, "named …DataSource…") }
        if ["APIClient", "NetworkClient", "HTTPClient", "ApiClient"].contains(where: { name.hasSuffix($0) }) {
            return (.apiClient, "named like an API client")
        }
        if name.hasSuffix("ViewModel") { return (.viewModel, "named …ViewModel") }
        if ["DependencyContainer", "Container", "Assembly", "CompositionRoot", "Dependencies"].contains(where: { name.hasSuffix($0) }),
            !declaration.isGeneric, !isCodable
        {
            return (.dependencyContainer, "named like a dependency container")
        }
        if ["UseCase", "Interactor"].contains(where: { name.hasSuffix($0) }),
            entry.members.contains(where: { $0.kind == .method && Self.useCaseMethods.contains($0.name) })
        {
            return (.useCaseImplementation, "named …UseCase with an `execute`-style method")
        }
        let inDomain = file?.layer == .domain || file?.layer == .application
        if declaration.kind == .enum {
            // Persisted and decoded domain enums have raw values (the popcorn preset); `CachePolicy`-like
            // control enums do not and are not part of the model.
            let rawTypes = ["String", "Int", "Codable", "Decodable"]
            guard inDomain, conformances.contains(where: rawTypes.contains) else { return (.other, "enum without raw values, or outside the Domain layer") }
            return (.valueEnum, "enum with raw values in the Domain layer")
        }
        // A use case's bundled arguments (`SearchMoviesUseCaseRequestValue`, `GetUserParams`).
        if inDomain {
            for suffix in ["RequestValues", "RequestValue", "Parameters", "Params", "Input"] where name.hasSuffix(suffix) && name.count > suffix.count {
                let stem = String(name.dropLast(suffix.count))
                if let useCase = [stem, stem + "UseCase"].first(where: { catalog.entry($0, from: file?.module) != nil }) {
                    return (.other, "the input of use case `\(useCase)`")
                }
                break
            }
        }
        let storedProperties = entry.declaration.members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }
        if inDomain, declaration.kind == .struct || declaration.kind == .class {
            if conformances.contains("Identifiable") { return (.entity, "Identifiable value in the Domain layer") }
            if storedProperties.contains(where: { $0.name == "id" }) { return (.entity, "type with an `id` in the Domain layer") }
            if declaration.kind == .struct, !storedProperties.isEmpty { return (.entity, "value type with stored properties in the Domain layer") }
        }
        return (.other, "no recognised role")
    }

    /// `extension Workout { static func mock(…) }` in tests: one factory per extension.
    func mockFactories() -> [ClassifiedType] {
        catalog.allExtensions.compactMap { item in
            guard let file = fileInfo[item.file.path], file.isTest,
                item.declaration.members.contains(where: { $0.isStatic && ["mock", "make", "fixture", "stub", "fake", "sample"].contains(where: $0.name.hasPrefix) })
            else { return nil }
            return ClassifiedType(
                name: item.declaration.name, kind: .extension, role: .mockFactory, evidence: "test extension with a static `mock` factory",
                file: item.file.path, line: item.declaration.line, module: file.module, layer: file.layer,
                conformances: item.declaration.inheritedTypes.map(TypeNameReader.baseName)
            )
        }
    }
}
