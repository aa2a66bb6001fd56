import StrataModel

/// One request through the project's client: the endpoint case with its arguments, the HTTP
/// method, the body.
struct ProjectRequest: Sendable {
    var endpoint: EndpointCase
    /// One per associated value of `endpoint`: `id`, `dto.id`.
    var arguments: [String]
    /// `get`, `put`…: a case of the project's HTTP method enum.
    var verb: String
    var body: String?

    init(_ endpoint: EndpointCase, _ arguments: [String], _ verb: String, body: String? = nil) {
        self.endpoint = endpoint
        self.arguments = arguments
        self.verb = verb
        self.body = body
    }

    /// Declared in a data source whose requests have no response: the client still decodes one,
    /// and an empty JSON object decodes as this.
    static let emptyResponse = "EmptyResponse"

    /// The statements: `return try await apiClient.request(…)`, or the call decoding an empty
    /// response when the method returns nothing.
    func lines(_ shape: ClientCallShape, returns: TypeRef?) -> [String] {
        var call = shape.call(
            on: "apiClient", endpoint: endpoint.expression(arguments), method: verb, body: body, decoding: returns?.swift ?? Self.emptyResponse)
        if returns != nil {
            call[0] = "return try await " + call[0]
        } else if shape.roles.contains(.responseType) {
            call[0] = "_ = try await " + call[0]
        } else {
            call[0] = "let _: \(Self.emptyResponse) = try await " + call[0]
        }
        return call
    }

    /// `private struct EmptyResponse: Decodable, Sendable {}`, with what the client requires of responses.
    static func emptyResponseDeclaration(_ shape: ClientCallShape) -> String {
        "private struct \(emptyResponse): \(shape.responseConformances.joined(separator: ", ")) {}"
    }
}
