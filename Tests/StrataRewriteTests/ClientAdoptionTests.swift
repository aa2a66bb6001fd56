import Foundation
import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// `generate` with the project's own API client: the feature's endpoint cases and their arms added
/// to the project's endpoint enum (golden diff on the arclabs preset's fixture), once only, and every shape of
/// the project's code Strata cannot extend refused at its `file:line:column`.
@Suite("Adopting the project's API client")
struct ClientAdoptionTests {
    static let client = ProjectAPIClient(
        adopt: true,
        requirement: "func request<T: Decodable & Sendable>(endpoint: Endpoint, method: HTTPMethod, body: (any Encodable & Sendable)?, responseType: T.Type) async throws -> T",
        offlineCase: "networkUnavailable")

    /// What the Loyalty feature of the end-to-end tests needs: an item, the collection, a query, a page and a search.
    static let loyaltyCases = [
        EndpointCase(name: "loyaltyCard", values: [.init(label: nil, name: "id", type: "UUID")], path: "/loyalty-cards/\\(id)", pathValues: ["id"], query: []),
        EndpointCase(name: "loyaltyCards", values: [], path: "/loyalty-cards", pathValues: [], query: []),
        EndpointCase(
            name: "loyaltyCardsPage", values: [.init(label: "page", name: "page", type: "Int")], path: "/loyalty-cards", pathValues: [],
            query: [.init(name: "page", value: "String(page)", reads: "page", isOptional: false)]),
        EndpointCase(
            name: "fetchExpiringLoyaltyCards", values: [.init(label: "before", name: "before", type: "Date?"), .init(label: "tier", name: "tier", type: "String")],
            path: "/loyalty-cards/fetch-expiring", pathValues: [],
            query: [
                .init(name: "before", value: "before.map { String($0.timeIntervalSince1970) }", reads: "before", isOptional: true),
                .init(name: "tier", value: "tier", reads: "tier", isOptional: false),
            ]),
    ]

    static func needs(verbs: [String] = ["get", "put", "delete"], client: ProjectAPIClient = Self.client) -> ProjectClientNeeds {
        ProjectClientNeeds(client: client, cases: loyaltyCases, verbs: verbs, remoteDataSourcePaths: ["Sources/Dinely/Data/DataSources/Remote/LoyaltyCardRemoteDataSource.swift"])
    }

    static func plan(_ needs: ProjectClientNeeds, in root: URL) async throws -> EvolutionPlan {
        var options = IndexOptions()
        options.cacheDirectory = nil
        let index = try await Indexer(options: options).index(root: root)
        return try ClientAdoptionPlanner(index: index, model: Classifier().classify(index, relations: false), root: root).plan(needs)
    }

    @Test("The arclabs preset's endpoint enum gets the cases and the arms of its path and query switches")
    func matchesGolden() async throws {
        let plan = try await Self.plan(Self.needs(), in: RewriteFixtures.url("arclabs"))
        let text = RewriteFixtures.render(plan)
        let file = RewriteFixtures.golden.appendingPathComponent("adopt-client-arclabs.diff")
        if RewriteFixtures.recording { try text.write(to: file, atomically: true, encoding: .utf8) }
        #expect(text == (try String(contentsOf: file, encoding: .utf8)), "differs from \(file.lastPathComponent); re-record with STRATA_RECORD_GOLDEN=1 if intended")
    }

    @Test("Generating the feature again changes nothing")
    func secondRunChangesNothing() async throws {
        let root = try RewriteFixtures.copy("arclabs")
        defer { try? FileManager.default.removeItem(at: root) }
        for rewrite in try await Self.plan(Self.needs(), in: root).rewrites {
            try rewrite.rewritten.write(to: root.appendingPathComponent(rewrite.path), atomically: true, encoding: .utf8)
        }
        let second = try await Self.plan(Self.needs(), in: root)
        #expect(!second.changesFiles)
        #expect(second.alreadyPresent == Self.loyaltyCases.map { "`Endpoint.\($0.name)`" })
    }

    /// the arclabs preset's fixture with `file` (relative to its `Remote` folder) replaced by `text`.
    static func issues(replacing file: String, with text: String, needs: ProjectClientNeeds = Self.needs()) async throws -> [StrataIssue] {
        let root = try RewriteFixtures.copy("arclabs")
        defer { try? FileManager.default.removeItem(at: root) }
        try text.write(to: root.appendingPathComponent("Sources/Dinely/Data/DataSources/Remote/" + file), atomically: true, encoding: .utf8)
        do {
            _ = try await plan(needs, in: root)
            Issue.record("the plan should be refused")
            return []
        } catch let error as StrataIssues {
            return error.issues
        }
    }

    static func locations(_ issues: [StrataIssue]) -> [String] {
        issues.map { issue in issue.location.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line):\($0.column)" } ?? "" }
    }

    @Test("An endpoint that is a struct")
    func structEndpoint() async throws {
        let issues = try await Self.issues(
            replacing: "Endpoint.swift",
            with: """
                import Foundation

                enum HTTPMethod: String, Sendable { case get, put, delete }

                struct Endpoint: Sendable {
                    var path: String
                }
                """)
        #expect(issues.map(\.message) == ["`Endpoint` is a struct, not the enum `conventions.data.apiClient.endpointType` names"])
        #expect(Self.locations(issues) == ["Endpoint.swift:5:1"])
    }

    @Test("A switch over every case whose arms Strata cannot write")
    func unknownSwitch() async throws {
        let issues = try await Self.issues(
            replacing: "Endpoint.swift",
            with: """
                import Foundation

                enum HTTPMethod: String, Sendable { case get, put, delete }

                enum Endpoint: Sendable {
                    case user(UUID)
                    case restaurant(UUID)
                    case nearbyRestaurants(latitude: Double, longitude: Double, radiusInMeters: Int)
                    case searchRestaurants(query: String, page: Int)

                    var path: String {
                        switch self {
                        default: return "/"
                        }
                    }

                    var requiresAuthentication: Bool {
                        switch self {
                        case .user: return true
                        case .restaurant, .nearbyRestaurants, .searchRestaurants: return false
                        }
                    }
                }
                """)
        #expect(issues.map(\.message) == ["`Endpoint.requiresAuthentication` switches over every case, and Strata cannot tell what a new case returns there"])
        #expect(Self.locations(issues) == ["Endpoint.swift:18:9"])
    }

    @Test("A case the feature needs, declared otherwise")
    func conflictingCase() async throws {
        let issues = try await Self.issues(
            replacing: "Endpoint.swift",
            with: """
                import Foundation

                enum HTTPMethod: String, Sendable { case get, put, delete }

                enum Endpoint: Sendable {
                    case loyaltyCard(String)

                    var path: String {
                        switch self {
                        case .loyaltyCard(let id): return "/cards/\\(id)"
                        }
                    }
                }
                """)
        #expect(issues.map(\.message) == ["`Endpoint.loyaltyCard` is declared as `loyaltyCard(String)`; the feature needs `loyaltyCard(UUID)`"])
        #expect(Self.locations(issues) == ["Endpoint.swift:6:10"])
    }

    @Test("A verb the HTTP method enum lacks, an error case with values, a requirement that changed")
    func codeThatDisagreesWithTheConfig() async throws {
        let root = try RewriteFixtures.copy("arclabs")
        defer { try? FileManager.default.removeItem(at: root) }
        var client = Self.client
        client.offlineCase = "httpError"
        client.requirement = client.requirement?.replacingOccurrences(of: "method: HTTPMethod, ", with: "verb: HTTPMethod, ")
        do {
            _ = try await Self.plan(Self.needs(verbs: ["get", "patch"], client: client), in: root)
            Issue.record("the plan should be refused")
        } catch let error as StrataIssues {
            #expect(
                error.issues.map(\.message) == [
                    "`APIClientProtocol.request` does not match `conventions.data.apiClient.requirement`",
                    "`HTTPMethod` has no case `patch`, which the generated data sources send",
                    "`NetworkError.httpError` has associated values",
                ])
            #expect(Self.locations(error.issues) == ["APIClient.swift:7:1", "Endpoint.swift:3:1", "NetworkError.swift:8:1"])
        }
    }

    @Test("A client protocol with more than the request method")
    func moreRequirements() async throws {
        let issues = try await Self.issues(
            replacing: "APIClient.swift",
            with: """
                import Foundation

                protocol APIClientProtocol: Sendable {
                    var baseURL: URL { get }
                    func request<T: Decodable & Sendable>(endpoint: Endpoint, method: HTTPMethod, body: (any Encodable & Sendable)?, responseType: T.Type) async throws -> T
                }

                enum NeverThrown: Error {}
                """)
        #expect(issues.map(\.message) == ["`APIClientProtocol` also requires `baseURL`"])
        #expect(Self.locations(issues) == ["APIClient.swift:4:1"])
    }
}

/// The arms written in the style of the switch they join.
@Suite("Endpoint enum: arms in the switch's style")
struct EndpointArmStyleTests {
    static func edited(_ text: String, adding cases: [EndpointCase] = ClientAdoptionTests.loyaltyCases) throws -> String {
        let outcome = EndpointEnumEditor(source: ParsedSource(path: "Endpoint.swift", text: text), enumName: "Endpoint").edit(adding: cases)
        #expect(outcome.issues.isEmpty, "\(outcome.issues)")
        return try #require(SourceEdit.apply(outcome.edits, to: text))
    }

    @Test("Bare expressions, `case .x(let a)` bindings, a dictionary query, a default arm, tabs")
    func followsTheSwitch() throws {
        let text = """
            enum Endpoint {
            \tcase items(page: Int)

            \tvar path: String {
            \t\tswitch self {
            \t\tcase .items: "/items"
            \t\t}
            \t}

            \tvar query: [String: String]? {
            \t\tswitch self {
            \t\tcase .items(let page):
            \t\t\t["page": String(page)]
            \t\tdefault:
            \t\t\tnil
            \t\t}
            \t}
            }

            """
        #expect(
            try Self.edited(text) == """
                enum Endpoint {
                \tcase items(page: Int)
                \tcase loyaltyCard(UUID)
                \tcase loyaltyCards
                \tcase loyaltyCardsPage(page: Int)
                \tcase fetchExpiringLoyaltyCards(before: Date?, tier: String)

                \tvar path: String {
                \t\tswitch self {
                \t\tcase .items: "/items"
                \t\tcase .loyaltyCard(let id):
                \t\t\t"/loyalty-cards/\\(id)"
                \t\tcase .loyaltyCards:
                \t\t\t"/loyalty-cards"
                \t\tcase .loyaltyCardsPage:
                \t\t\t"/loyalty-cards"
                \t\tcase .fetchExpiringLoyaltyCards:
                \t\t\t"/loyalty-cards/fetch-expiring"
                \t\t}
                \t}

                \tvar query: [String: String]? {
                \t\tswitch self {
                \t\tcase .items(let page):
                \t\t\t["page": String(page)]
                \t\tcase .loyaltyCardsPage(let page):
                \t\t\t["page": String(page)]
                \t\tcase .fetchExpiringLoyaltyCards(let before, let tier):
                \t\t\t[
                \t\t\t\t"before": before.map { String($0.timeIntervalSince1970) },
                \t\t\t\t"tier": tier
                \t\t\t].compactMapValues { $0 }
                \t\tcase .loyaltyCard, .loyaltyCards:
                \t\t\tnil
                \t\tdefault:
                \t\t\tnil
                \t\t}
                \t}
                }

                """)
    }

    @Test("Cases already declared alike are not added again")
    func presentCasesAreKept() throws {
        let text = """
            enum Endpoint {
                case loyaltyCard(UUID)

                var path: String {
                    switch self {
                    case let .loyaltyCard(id): return "/cards/\\(id)"
                    }
                }
            }

            """
        let outcome = EndpointEnumEditor(source: ParsedSource(path: "Endpoint.swift", text: text), enumName: "Endpoint")
            .edit(adding: Array(ClientAdoptionTests.loyaltyCases.prefix(2)))
        #expect(outcome.present == ["loyaltyCard"] && outcome.added.map(\.name) == ["loyaltyCards"])
        #expect(
            try #require(SourceEdit.apply(outcome.edits, to: text)).contains(
                """
                        case let .loyaltyCard(id): return "/cards/\\(id)"
                        case .loyaltyCards:
                            return "/loyalty-cards"
                """))
    }
}
