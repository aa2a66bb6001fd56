import Foundation
import StrataIndex
import StrataModel
import Testing

@testable import StrataAnalysis

/// `conventions.data.apiClient`: the client the remote data sources call, adopted when generated
/// data sources can call it too, with the calls as evidence; other shapes are reported, not adopted.
@Suite("Inference: the project's API client")
struct APIClientInferenceTests {
    static let arclabs = FixtureInferenceTests.projects.appendingPathComponent("arclabs")

    static func facts(_ root: URL) async throws -> InferenceFacts {
        var options = IndexOptions()
        options.cacheDirectory = nil
        let index = try await Indexer(options: options).index(root: root)
        return InferenceFacts(model: Classifier().classify(index), index: index)
    }

    @Test("The arclabs preset's client is adopted: its request method, endpoint enum, HTTP methods and error cases")
    func adoptsSeed003sClient() async throws {
        let facts = try await Self.facts(Self.arclabs)
        let inferred = ConventionInference.infer(facts.model, index: facts.index)
        #expect(
            inferred.conventions.data.apiClient
                == ProjectAPIClient(
                    adopt: true, protocolName: "APIClientProtocol",
                    requirement:
                        "func request<T: Decodable & Sendable>(endpoint: Endpoint, method: HTTPMethod, body: (any Encodable & Sendable)?, responseType: T.Type) async throws -> T",
                    endpointType: "Endpoint", httpMethodType: "HTTPMethod", errorType: "NetworkError", notFoundCase: "notFound",
                    unauthorizedCase: "unauthorized", offlineCase: "networkUnavailable"))
        let finding = try #require(inferred.finding("data.apiClient.adopt"))
        #expect(finding.value == "true" && finding.isClear && finding.area == "Data layer")
        #expect(
            finding.summary
                == "remote data sources call the project's `APIClientProtocol.request(endpoint:method:body:responseType:)`, which generated data sources call too (new endpoints become `Endpoint` cases; `HTTPMethod` verbs; `NetworkError` errors): 2 of 2"
        )
    }

    @Test("The evidence is each remote data source's first call of the client")
    func evidenceIsTheCalls() async throws {
        let facts = try await Self.facts(Self.arclabs)
        let field = try #require(APIClientInference.evidence(facts, data: facts.data).first)
        let remote = "Sources/Dinely/Data/DataSources/Remote/"
        #expect(field.candidates.map(\.value) == ["true"])
        #expect(
            field.candidates.first?.locations.map { "\($0.file):\($0.line):\($0.column)" } == [
                remote + "RestaurantRemoteDataSource.swift:26:29", remote + "UserRemoteDataSource.swift:30:29",
            ])
        #expect(field.candidates.first?.example == "`APIClientProtocol.request`")
    }

    @Test("A client without an HTTP method parameter is reported as a style Strata cannot write")
    func perPathClientIsNotAdopted() throws {
        let inferred = DataCodebase.infer(.arcLabs)
        #expect(inferred.conventions.data.apiClient.adopt == false)
        let finding = try #require(inferred.finding("data.apiClient.adopt"))
        #expect(finding.value == "false" && !finding.isClear)
        #expect(
            finding.summary
                == "remote data sources call `APIClientProtocol.get(_:)`, which takes no HTTP method enum (with a `get` case) beside the endpoint: 2 of 2 — Strata cannot generate this style; keeping the vitalarc preset's `false`"
        )
    }

    /// One entity's Data layer whose data source calls `call`, over `client` instead of the shared client.
    static func codebase(client: String, call: String) -> DataCodebase.Files {
        DataCodebase.files("Customer", .arcLabs).map { file in
            (file.path, file.text.replacingOccurrences(of: "apiClient.get(\"/items\")", with: call))
        } + [("Sources/Shop/Data/Network/APIClient.swift", client)]
    }

    @Test("An endpoint that is a struct is not adopted: Strata adds endpoints as enum cases")
    func structEndpointIsNotAdopted() throws {
        let inferred = DataCodebase.infer(
            Self.codebase(
                client: """
                    import Foundation

                    enum HTTPMethod: String { case get, put }
                    struct Endpoint: Sendable { var path: String }
                    enum NetworkError: Error { case notFound }

                    protocol APIClientProtocol: Sendable {
                        func request<T: Decodable>(_ endpoint: Endpoint, method: HTTPMethod) async throws -> T
                    }

                    struct APIClient: APIClientProtocol {
                        func request<T: Decodable>(_ endpoint: Endpoint, method: HTTPMethod) async throws -> T { throw NetworkError.notFound }
                    }
                    """, call: "apiClient.request(Endpoint(path: \"/items\"), method: .get)"))
        #expect(inferred.conventions.data.apiClient.adopt == false)
        #expect(try #require(inferred.finding("data.apiClient.adopt")).summary.contains("whose endpoint `Endpoint` is a struct: Strata adds endpoints as enum cases"))
    }

    @Test("A client whose errors have no not-found case is not adopted")
    func errorsWithoutNotFound() throws {
        let inferred = DataCodebase.infer(
            Self.codebase(
                client: """
                    import Foundation

                    enum HTTPMethod: String { case get, put }
                    enum Endpoint: Sendable {
                        case items
                        var path: String { "/items" }
                    }
                    enum TransportError: Error { case status(Int) }

                    protocol APIClientProtocol: Sendable {
                        func request<T: Decodable>(_ endpoint: Endpoint, method: HTTPMethod) async throws -> T
                    }

                    struct APIClient: APIClientProtocol {
                        func request<T: Decodable>(_ endpoint: Endpoint, method: HTTPMethod) async throws -> T { throw TransportError.status(500) }
                    }
                    """, call: "apiClient.request(.items, method: .get)"))
        #expect(try #require(inferred.finding("data.apiClient.adopt")).summary.contains("whose `TransportError` has no not-found case without associated values"))
    }

    @Test("Data sources over the client Strata writes vote for Strata's client")
    func strataClient() throws {
        let inferred = DataCodebase.infer(
            Self.codebase(
                client: """
                    import Foundation

                    protocol APIClientProtocol: Sendable {
                        func send<Response: Decodable & Sendable>(_ endpoint: Endpoint, as type: Response.Type) async throws -> Response
                        func send(_ endpoint: Endpoint) async throws
                    }
                    """, call: "apiClient.send(Endpoint(.get, \"/items\"), as: CustomerDTO.self)"))
        let finding = try #require(inferred.finding("data.apiClient.adopt"))
        #expect(finding.value == "false" && finding.summary == "remote data sources call the API client Strata writes (`APIClientProtocol`): 1 of 1")
    }
}
