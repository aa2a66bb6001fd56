import StrataAnalysis
import StrataModel

/// Which protocols to mock. Filters (annotation, role, layer, path) narrow together; names add
/// protocols whatever the filters say. With neither, the annotated protocols are mocked, or, when
/// none is annotated, every repository, use case contract and data source.
public struct MockSelection: Sendable, Hashable {
    package var annotated: Bool
    package var roles: [MockedRole]
    package var layers: [Layer]
    /// Protocol names or globs of names (`*Repository`, `User?Store`).
    package var names: [String]
    /// Globs of file paths relative to the project (`Sources/Domain/**`).
    package var paths: [String]

    public init(annotated: Bool = false, roles: [MockedRole] = [], layers: [Layer] = [], names: [String] = [], paths: [String] = []) {
        self.annotated = annotated
        self.roles = roles
        self.layers = layers
        self.names = names
        self.paths = paths
    }

    var hasFilters: Bool { annotated || !roles.isEmpty || !layers.isEmpty || !paths.isEmpty }
}

/// The roles worth mocking, as the command line names them.
public enum MockedRole: String, Sendable, Hashable, CaseIterable {
    case repositories, useCases = "use-cases", dataSources = "data-sources", apiClients = "api-clients"

    package var role: Role {
        switch self {
        case .repositories: .repositoryProtocol
        case .useCases: .useCaseContract
        case .dataSources: .dataSourceProtocol
        case .apiClients: .apiClient
        }
    }

    /// The contract and clinic presets mock these.
    static let defaults: [MockedRole] = [.repositories, .useCases, .dataSources]
}
