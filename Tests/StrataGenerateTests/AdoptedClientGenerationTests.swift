import Foundation
import StrataGenerate
import StrataModel
import StrataSpec
import StrataWorkspace
import Testing

/// The Data layer over the project's own API client (`conventions.data.apiClient.adopt`), as a
/// golden diff against the same spec over Strata's client: no networking files of Strata's, data
/// sources calling the project's request method in its shape, a test double of the project's
/// protocol, errors mapped from the project's error cases. Re-record with
/// `STRATA_RECORD_GOLDEN=1 swift test --filter AdoptedClientGenerationTests`.
@Suite("Generation over the project's API client")
struct AdoptedClientGenerationTests {
    static let golden = GoldenTests.root.appendingPathComponent("adopted-client/arclabs-movies.diff")

    static let client = ProjectAPIClient(
        adopt: true, protocolName: "APIClientProtocol",
        requirement: "func request<T: Decodable & Sendable>(endpoint: Endpoint, method: HTTPMethod, body: (any Encodable & Sendable)?, responseType: T.Type) async throws -> T",
        offlineCase: "networkUnavailable")

    static func generate(_ client: ProjectAPIClient?) async throws -> [String: String] {
        var conventions = Presets.arcLabs
        if let client { conventions.data.apiClient = client }
        let model = try SpecLoader(conventions: conventions).load(text: try Examples.text(named: "movies"), file: "movies.yml")
        let result = try await Generator(conventions: conventions, templates: sharedTemplates).generate(model, options: GenerationOptions(dataLayer: true))
        return Dictionary(result.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("Movies over the arclabs preset's client: what changes against Strata's own client")
    func matchesGolden() async throws {
        let strata = try await Self.generate(nil)
        let adopted = try await Self.generate(Self.client)
        // Strata's networking files are listed, not shown: they are the same as in the other goldens.
        let text = Set(strata.keys).union(adopted.keys).sorted().map { path in
            adopted[path] == nil ? "not written: \(path)\n" : UnifiedDiff.render(old: strata[path], new: adopted[path], path: path)
        }.joined()
        if GoldenTests.recording {
            try FileManager.default.createDirectory(at: Self.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOf: Self.golden, encoding: .utf8)), "differs from \(Self.golden.lastPathComponent); re-record with STRATA_RECORD_GOLDEN=1 if intended")
        for name in ["Endpoint.swift", "NetworkError.swift", "APIClient.swift"] {
            #expect(!adopted.keys.contains { $0.hasSuffix("/" + name) }, "Strata's \(name) is written beside the project's")
        }
    }

    @Test("The endpoint cases the feature needs, one per resource, with the verbs sent")
    func needs() throws {
        var conventions = Presets.arcLabs
        conventions.data.apiClient = Self.client
        let model = try SpecLoader(conventions: conventions).load(text: try Examples.text(named: "movies"), file: "movies.yml")
        let needs = try #require(try Planner(conventions: conventions).projectClientNeeds(model, options: GenerationOptions(dataLayer: true)))
        #expect(needs.verbs == ["get", "put", "delete"])
        #expect(
            needs.cases.map(\.declaration) == [
                "movie(UUID)", "moviesPage(page: Int)", "searchMovies(query: String, page: Int)", "genres", "person(UUID)",
                "searchPeople(query: String, page: Int)", "fetchCastMembers(movie: Movie)", "movieCollection(UUID)", "review(UUID)",
            ])
        #expect(try Planner(conventions: conventions).projectClientNeeds(model, options: GenerationOptions(dataLayer: false)) == nil)
    }

    @Test("Conventions adopting a client Strata cannot call stop the run before anything is planned")
    func uncallableClientIsRefused() async throws {
        var conventions = Presets.arcLabs
        conventions.data.apiClient = ProjectAPIClient(adopt: true, requirement: "func request(endpoint: Endpoint) async throws")
        let model = try SpecLoader(conventions: conventions).load(text: try Examples.text(named: "movies"), file: "movies.yml")
        await #expect(throws: StrataIssues.self) {
            _ = try await Generator(conventions: conventions, templates: sharedTemplates).generate(model, options: GenerationOptions(dataLayer: true))
        }
    }
}
