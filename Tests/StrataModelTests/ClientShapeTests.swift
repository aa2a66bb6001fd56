import StrataModel
import Testing

/// Reading a client's request method from `.strata.yml` and deciding what each parameter receives.
@Suite("API client shape")
struct ClientShapeTests {
    static let arclabs = "func request<T: Decodable & Sendable>(endpoint: Endpoint, method: HTTPMethod, body: (any Encodable & Sendable)?, responseType: T.Type) async throws -> T"

    static func client(_ requirement: String?) -> ProjectAPIClient {
        ProjectAPIClient(adopt: true, requirement: requirement, offlineCase: "networkUnavailable")
    }

    @Test("A declaration over several lines, with modifiers and defaults, reads as one signature")
    func readsACopiedDeclaration() throws {
        let requirement = try #require(
            ClientRequirement.parse(
                """
                public func request<T: Decodable & Sendable>(
                    endpoint: Endpoint,
                \tmethod: HTTPMethod = .get,
                    body: (any Encodable & Sendable)? = nil,
                    responseType: T.Type
                ) async throws -> T
                """))
        #expect(requirement.signature == Self.arclabs)
        #expect(requirement.selector == "request(endpoint:method:body:responseType:)")
        #expect(requirement.constraints(on: "T") == ["Decodable", "Sendable"])
    }

    @Test("Unlabelled parameters, typed throws and a where clause")
    func readsLabelsEffectsAndWhere() throws {
        let requirement = try #require(
            ClientRequirement.parse(
                "func send<R>(_ route: Route, verb: Verb, as type: R.Type) async throws(APIError) -> R where R: Decodable, R: Sendable"))
        #expect(requirement.parameters.map(\.label) == ["_", "verb", "as"])
        #expect(requirement.parameters.map(\.name) == ["route", "verb", "type"])
        #expect(requirement.throwsClause == "throws(APIError)")
        #expect(requirement.constraints(on: "R") == ["Decodable", "Sendable"])
        #expect(requirement.signature.hasSuffix("-> R where R: Decodable, R: Sendable"))
    }

    @Test("The parameters of the arclabs preset's client get the endpoint, the verb, the body and the response type")
    func resolvesRoles() throws {
        let shape = try ClientCallShape.resolve(Self.client(Self.arclabs)).get()
        #expect(shape.roles == [.endpoint, .httpMethod, .body, .responseType])
        #expect(shape.responseType == "T")
        #expect(
            shape.call(on: "apiClient", endpoint: ".user(id)", method: "get", body: nil, decoding: "UserDTO") == [
                "apiClient.request(",
                "    endpoint: .user(id),",
                "    method: .get,",
                "    body: nil,",
                "    responseType: UserDTO.self",
                ")",
            ])
    }

    @Test("A client without body or response-type parameters is called with what it takes")
    func resolvesAShorterShape() throws {
        let shape = try ClientCallShape.resolve(Self.client("func perform<T: Decodable>(_ endpoint: Endpoint, _ method: HTTPMethod) async throws -> T")).get()
        #expect(shape.roles == [.endpoint, .httpMethod])
        #expect(shape.call(on: "client", endpoint: ".users", method: "get", body: nil, decoding: "X") == ["client.perform(", "    .users,", "    .get", ")"])
    }

    @Test(
        "Shapes Strata cannot call are refused with the reason",
        arguments: [
            (nil, "`requirement` is not set"),
            ("request(", "is not a method declaration"),
            ("func request<T: Decodable>(endpoint: Endpoint, method: HTTPMethod) throws -> T", "must be `async throws`"),
            ("func request<T: Decodable>(endpoint: Endpoint, method: HTTPMethod) async throws -> Data", "must return its generic response type"),
            ("func request<T>(endpoint: Endpoint, method: HTTPMethod) async throws -> T", "is not constrained to `Decodable`"),
            ("func request<T: Decodable & APIResponse>(endpoint: Endpoint, method: HTTPMethod) async throws -> T", "must conform to `APIResponse`"),
            ("func request<T: Decodable>(endpoint: Endpoint, method: HTTPMethod, headers: [String: String]) async throws -> T", "parameter `headers: [String: String]`"),
            ("func request<T: Decodable>(endpoint: Endpoint, method: HTTPMethod, body: any Encodable) async throws -> T", "is not optional"),
            ("func request<T: Decodable>(endpoint: Endpoint) async throws -> T", "no parameter of type `HTTPMethod`"),
            ("func request<T: Decodable>(method: HTTPMethod) async throws -> T", "no parameter of type `Endpoint`"),
            ("func request<T: Decodable>(endpoint: Endpoint, other: Endpoint, method: HTTPMethod) async throws -> T", "two parameters of type `Endpoint`"),
        ] as [(String?, String)])
    func refusesShapes(requirement: String?, message: String) {
        switch ClientCallShape.resolve(Self.client(requirement)) {
        case .success: Issue.record("`\(requirement ?? "nil")` should be refused")
        case .failure(let problem): #expect(problem.message.contains(message), "\(problem.message)")
        }
    }
}
