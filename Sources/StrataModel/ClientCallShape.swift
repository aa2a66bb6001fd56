/// How a project's request method is called: what each parameter receives. Resolved from
/// `conventions.data.apiClient`, the same way for checking `.strata.yml` and for generating.
///
/// The shape Strata can call: one `async throws` method, generic over a `Decodable` response `T`,
/// returning `T`, whose parameters are the endpoint (an enum value), the HTTP method (an enum value),
/// optionally an `Encodable` body and optionally the response type (`T.Type`), in any order and
/// with any labels. Anything else is refused with the reason (`ClientShapeProblem`).
package struct ClientCallShape: Sendable, Hashable {
    package enum Role: Sendable, Hashable {
        case endpoint, httpMethod, body, responseType
    }

    package let client: ProjectAPIClient
    package let requirement: ClientRequirement
    /// One per parameter, in the requirement's order.
    package let roles: [Role]
    /// `T`: what the method returns and decodes.
    package let responseType: String
    /// The protocols `T` must conform to (`Decodable`, `Sendable`): what an empty response declares.
    package let responseConformances: [String]

    package var sendsBody: Bool { roles.contains(.body) }

    /// `try await apiClient.request(endpoint: …, method: …, body: …, responseType: …)`, one argument
    /// per line as long calls are written; `nil` body and response types fill the other roles.
    package func call(on receiver: String, endpoint: String, method: String, body: String?, decoding type: String) -> [String] {
        let arguments = zip(requirement.parameters, roles).map { parameter, role -> String in
            let value: String
            switch role {
            case .endpoint: value = endpoint
            case .httpMethod: value = "." + method
            case .body: value = body ?? "nil"
            case .responseType: value = type + ".self"
            }
            return parameter.label == "_" ? value : "\(parameter.label): \(value)"
        }
        let head = "\(receiver).\(requirement.name)("
        guard !arguments.isEmpty else { return [head + ")"] }
        return [head] + arguments.enumerated().map { "    " + $1 + ($0 < arguments.count - 1 ? "," : "") } + [")"]
    }

    /// The shape of `client`'s requirement, or why Strata cannot call it.
    package static func resolve(_ client: ProjectAPIClient) -> Result<ClientCallShape, ClientShapeProblem> {
        guard let text = client.requirement, !text.isEmpty else {
            return .failure(
                .init(
                    "`requirement` is not set",
                    hint:
                        "copy the request method of `\(client.protocolName)`, e.g. `func request<T: Decodable>(endpoint: \(client.endpointType), method: \(client.httpMethodType), responseType: T.Type) async throws -> T`"
                ))
        }
        guard let requirement = ClientRequirement.parse(text) else {
            return .failure(
                .init(
                    "`requirement` `\(text)` is not a method declaration",
                    hint: "write it as declared in `\(client.protocolName)`: `func name<T: Decodable>(label: Type, …) async throws -> T`"))
        }
        guard requirement.isAsync, requirement.throwsClause != nil else {
            return .failure(.init("`\(requirement.selector)` must be `async throws`", hint: "generated data sources call the client with `try await`"))
        }
        guard let returned = requirement.returnType, requirement.genericNames.contains(returned) else {
            return .failure(
                .init(
                    "`\(requirement.selector)` must return its generic response type (`-> T`), found `\(requirement.returnType.map { "-> " + $0 } ?? "no return type")`",
                    hint: "Strata adopts clients that decode the response into a type the caller chooses"))
        }
        let conformances = requirement.constraints(on: returned)
        guard conformances.contains("Decodable") || conformances.contains("Codable") else {
            return .failure(
                .init("`\(returned)` of `\(requirement.selector)` is not constrained to `Decodable`", hint: "the generated test double decodes its responses from JSON"))
        }
        if let other = conformances.first(where: { !Self.standardConformances.contains($0) }) {
            return .failure(
                .init(
                    "`\(returned)` of `\(requirement.selector)` must conform to `\(other)`",
                    hint: "requests without a response decode an empty type, which can conform to " + Self.standardConformances.map { "`\($0)`" }.joined(separator: ", ")))
        }
        var roles: [Role] = []
        for parameter in requirement.parameters {
            let type = parameter.type.replacingPrefix("any ")
            let role: Role
            if type == client.endpointType {
                role = .endpoint
            } else if type == client.httpMethodType {
                role = .httpMethod
            } else if type == returned + ".Type" {
                role = .responseType
            } else if type.contains("Encodable") || type.contains("Codable") {
                guard type.hasSuffix("?") else {
                    return .failure(
                        .init(
                            "the body parameter `\(parameter.name): \(parameter.type)` of `\(requirement.selector)` is not optional",
                            hint: "reads and deletes send no body: Strata passes `nil` for them"))
                }
                role = .body
            } else {
                return .failure(
                    .init(
                        "parameter `\(parameter.name): \(parameter.type)` of `\(requirement.selector)` has no value Strata can pass",
                        hint:
                            "Strata passes the endpoint (`\(client.endpointType)`), the HTTP method (`\(client.httpMethodType)`), an `Encodable` body and the response type (`\(returned).Type`)"
                    ))
            }
            if roles.contains(role) {
                return .failure(.init("`\(requirement.selector)` has two parameters of type `\(parameter.type)`", hint: "Strata cannot tell which one to pass"))
            }
            roles.append(role)
        }
        for (role, type) in [(Role.endpoint, client.endpointType), (.httpMethod, client.httpMethodType)] where !roles.contains(role) {
            return .failure(
                .init(
                    "`\(requirement.selector)` has no parameter of type `\(type)`",
                    hint: role == .endpoint
                        ? "set `endpointType` to the type of its endpoint parameter"
                        : "Strata adopts clients that take the HTTP method beside the endpoint; set `httpMethodType` to its type"))
        }
        return .success(ClientCallShape(client: client, requirement: requirement, roles: roles, responseType: returned, responseConformances: conformances))
    }

    /// What a field-less struct conforms to without code of its own.
    static let standardConformances = ["Decodable", "Codable", "Encodable", "Sendable", "Equatable", "Hashable"]
}

/// Why a client's requirement cannot be called, as a message and a hint for `.strata.yml`.
package struct ClientShapeProblem: Error, Sendable, Hashable {
    package var message: String
    package var hint: String

    package init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}

private extension String {
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
