import StrataModel

/// Rule 7 (heuristic): repository implementations hold no business logic — no in-memory
/// filtering, sorting, aggregation or validation.
struct RepositoryBusinessLogicRule: LintRule {
    static let description = RuleDescription(
        id: "repository-business-logic",
        title: "Repository implementations hold no business logic",
        impact: .medium,
        impactDescription: "rules hidden in a repository are skipped by every other data source and cannot be tested with a mock repository",
        tags: ["repository", "data-layer", "use-case", "heuristic"],
        rationale: """
            A repository fetches and stores; deciding *which* items matter, in *what* order, and whether \
            input is valid are business rules that belong to use cases: a repository only handles data access. This is a heuristic: it reports in-memory `filter`, \
            `sorted`/`sort`, `reduce`, `min`/`max` calls and thrown `ValidationError`s inside repository \
            implementations. Sorting or filtering by the store itself (a `#Predicate`, a `SortDescriptor`, \
            an API query parameter, an in-memory repository querying its own `storage`) is data access and \
            is not reported. Suppress a line with a reason when \
            the operation really is about the data (de-duplicating a cache, dropping expired entries).

            **Off by default.** A `filter` or `sorted` call cannot say whether it applies a business \
            rule or keeps the data clean (de-duplicating fetched items before caching them, dropping \
            expired entries, ordering what an API returns unordered); none of its findings on eight \
            open-source apps was a real violation. Turn it on (`lint: rules: repository-business-logic: on`) \
            to review a codebase's repositories once, and suppress what is data hygiene.
            """,
        incorrect: RuleExample(
            "the repository decides what is 'nearby' and sorts by rating",
            code: """
                // Sources/App/Data/Repositories/RestaurantRepositoryImpl.swift
                final class RestaurantRepositoryImpl: RestaurantRepositoryProtocol {
                    private let remote: RestaurantRemoteDataSourceProtocol

                    init(remote: RestaurantRemoteDataSourceProtocol) {
                        self.remote = remote
                    }

                    func getNearbyRestaurants(radius: Double) async throws -> [Restaurant] {
                        let all = try await remote.fetchRestaurants().map { $0.toDomain() }
                        return all.filter { $0.distance < radius }.sorted { $0.rating > $1.rating }
                    }
                }

                // Sources/App/Domain/Repositories/RestaurantRepositoryProtocol.swift
                protocol RestaurantRepositoryProtocol: Sendable {
                    func getNearbyRestaurants(radius: Double) async throws -> [Restaurant]
                }
                """),
        correct: RuleExample(
            "the data source queries; the use case ranks",
            code: """
                // Sources/App/Data/Repositories/RestaurantRepositoryImpl.swift
                final class RestaurantRepositoryImpl: RestaurantRepositoryProtocol {
                    private let remote: RestaurantRemoteDataSourceProtocol

                    init(remote: RestaurantRemoteDataSourceProtocol) {
                        self.remote = remote
                    }

                    func getNearbyRestaurants(radius: Double) async throws -> [Restaurant] {
                        try await remote.fetchRestaurants(within: radius).map { $0.toDomain() }
                    }
                }

                // Sources/App/Domain/Repositories/RestaurantRepositoryProtocol.swift
                protocol RestaurantRepositoryProtocol: Sendable {
                    func getNearbyRestaurants(radius: Double) async throws -> [Restaurant]
                }

                // Sources/App/Domain/UseCases/GetNearbyRestaurantsUseCase.swift
                final class GetNearbyRestaurantsUseCase {
                    private let repository: RestaurantRepositoryProtocol

                    init(repository: RestaurantRepositoryProtocol) {
                        self.repository = repository
                    }

                    func execute(radius: Double) async throws -> [Restaurant] {
                        try await repository.getNearbyRestaurants(radius: radius).sorted { $0.rating > $1.rating }
                    }
                }
                """),
        isEnabledByDefault: false,
        options: [
            RuleOption(
                "operations", .list, default: .list(["filter", "sorted", "sort", "reduce", "min", "max"]),
                "in-memory collection operations that count as business logic")
        ],
        sources: ["arclabs preset"]
    )

    let operations: Set<String>

    init(options: RuleOptions) {
        operations = Set(options.list("operations"))
    }

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest else { return }
        guard file.touchingTypes.contains(where: { $0.role == .repositoryImplementation }) else { return }
        for call in file.code.calls where operations.contains(call.name) {
            guard let receiver = call.receiver, let place = file.place(of: call.line, role: .repositoryImplementation),
                !Self.queriesOwnStorage(receiver, of: place.type)
            else { continue }
            findings.add(
                "\(place.name) \(Self.verb(call.name)) in memory (`\(call.name)`): that is a business rule. Move it into a use case, or let the data source do it (a query parameter, a `#Predicate`, a `SortDescriptor`).",
                line: call.line, column: call.column)
        }
        for site in file.code.throwSites where site.expression.includes("ValidationError") {
            guard let place = file.place(of: site.line, role: .repositoryImplementation)?.name else { continue }
            findings.add(
                "\(place) validates input (`throw \(site.expression)`): validation is a business rule; do it in the use case before calling the repository.",
                line: site.line, column: site.column)
        }
    }

    /// `storage.values.filter`, `self.items.sorted`: an in-memory repository querying its own
    /// stored collection — the store's query, not a rule applied to fetched results.
    static func queriesOwnStorage(_ receiver: String, of type: TypeFacts) -> Bool {
        let path = receiver.hasPrefix("self.") ? receiver.dropFirst(5) : Substring(receiver)
        let root = path.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let property = type.members.first(where: { $0.kind == .property && !$0.isStatic && !$0.isComputed && $0.name == root }) else {
            return false
        }
        let declared = property.type ?? ""
        return declared.hasPrefix("[") || declared.hasPrefix("Set<") || declared.hasPrefix("Dictionary<") || declared.hasPrefix("Array<")
    }

    static func verb(_ operation: String) -> String {
        switch operation {
        case "filter": return "filters results"
        case "sorted", "sort": return "sorts results"
        case "reduce": return "aggregates results"
        case "min", "max": return "picks results"
        default: return "processes results"
        }
    }
}
