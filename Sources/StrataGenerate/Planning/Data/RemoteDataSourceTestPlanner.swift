import StrataModel

/// Tests of the HTTP shape of each remote data source's `save` (`PUT`, `POST` or `PATCH`, and which
/// URL), over an API client double that records the endpoints it is sent (Strata's client or the
/// project's, whose double implements its request method as declared).
struct RemoteDataSourceTestPlanner {
    let data: DataScope

    private var dialect: TestDialect { TestDialect(framework: data.scope.conventions.testFramework) }
    private var clientDouble: String { data.scope.mockName(ofProtocol: data.client.protocolName) }

    func plan() -> [PlannedFile] {
        let saving = data.model.repositories.filter { $0.operations.contains(.save) && data.model.entity(named: $0.entity) != nil }
        guard !saving.isEmpty else { return [] }
        return [planClientDouble()] + saving.map(planTests)
    }

    /// `MockAPIClient`: records every endpoint; reads find nothing (404), writes succeed.
    func planClientDouble() -> PlannedFile {
        let names = data.names
        if let shape = data.client.shape {
            return PlannedFile(path: names.path(\.dataMock, name: clientDouble), role: .dataMock, template: "remote-data-source-mock", context: projectClientDouble(shape))
        }
        let context = RemoteMockContext(
            module: names.module, name: clientDouble, protocolName: DataSupportNames.apiClientProtocol,
            docLines: ["`\(DataSupportNames.apiClientProtocol)` for tests: records the endpoints sent; reads find nothing, writes succeed."],
            stateLines: ["private(set) var endpoints: [Endpoint] = []"],
            mainActorInit: data.scope.conventions.mockMainActorInit,
            methods: [
                DataMethod(
                    "send<Response: Decodable & Sendable>(_ endpoint: Endpoint, as type: Response.Type) async throws -> Response",
                    [
                        "endpoints.append(endpoint)",
                        "throw NetworkError.notFound",
                    ]),
                DataMethod("send(_ endpoint: Endpoint) async throws", ["endpoints.append(endpoint)"]),
            ]
        )
        return PlannedFile(path: names.path(\.dataMock, name: clientDouble), role: .dataMock, template: "remote-data-source-mock", context: context)
    }

    /// The project's request method as declared, recording what it is sent. It answers `{}`: the
    /// empty response of a write decodes from it; a DTO with required fields does not (not found).
    private func projectClientDouble(_ shape: ClientCallShape) -> RemoteMockContext {
        let recorded = zip(shape.requirement.parameters, shape.roles).compactMap { parameter, role -> (String, String)? in
            switch role {
            case .endpoint: return ("endpoint: " + parameter.type, "endpoint: " + parameter.name)
            case .httpMethod: return ("method: " + parameter.type, "method: " + parameter.name)
            case .body: return ("body: " + parameter.type, "body: " + parameter.name)
            case .responseType: return nil
            }
        }
        let protocolName = shape.client.protocolName
        return RemoteMockContext(
            module: data.names.module, name: clientDouble, protocolName: protocolName,
            docLines: ["`\(protocolName)` for tests: records the requests sent; requests without a response succeed, reads find nothing."],
            stateLines: ["private(set) var requests: [(\(recorded.map(\.0).joined(separator: ", ")))] = []"],
            mainActorInit: data.scope.conventions.mockMainActorInit,
            methods: [
                DataMethod(
                    String(shape.requirement.signature.dropFirst("func ".count)),
                    [
                        "requests.append((\(recorded.map(\.1).joined(separator: ", "))))",
                        "guard let response = try? JSONDecoder().decode(\(shape.responseType).self, from: Data(\"{}\".utf8)) else {",
                        "    throw \(data.client.notFoundError)",
                        "}",
                        "return response",
                    ])
            ]
        )
    }

    func planTests(_ repository: Repository) -> PlannedFile {
        let names = data.names
        let entity = repository.entity
        let subject = names.remoteDataSource(for: entity)
        let typeName = subject + "Tests"
        let dtoName = names.dto(for: entity)
        let shape = data.saveMethod(of: repository)
        let path = data.endpoint(of: repository) + (shape == .post ? "" : "/\\(dto.id)")
        let save = RemoteAPI(data: data, repository: repository).methods.first { $0.operation == .save }?.baseName ?? "save\(entity)"
        let mapper = data.usesMapperStructs ? ["let \(data.mapperVariable(for: entity)) = \(names.dtoMapper(for: entity))()"] : []
        let method = shape.rawValue.uppercased()
        // Strata's client is sent `Endpoint` values holding the encoded body; the project's, its
        // endpoint case (read through its `path`), its HTTP method and the DTO itself.
        let sent =
            data.client.shape == nil
            ? [
                dialect.equal("client.endpoints.map(\\.method)", "[.\(shape.rawValue)]"),
                dialect.equal("client.endpoints.map(\\.path)", "[\"\(path)\"]"),
                "let sent = try JSONCoding.decoder().decode(\(dtoName).self, from: client.endpoints.first?.body ?? Data())",
                dialect.equal("sent.id", "dto.id"),
            ]
            : [
                dialect.equal("client.requests.map(\\.method)", "[.\(shape.rawValue)]"),
                dialect.equal("client.requests.map(\\.endpoint.path)", "[\"\(path)\"]"),
                "let sent = client.requests.first?.body as? \(dtoName)",
                dialect.equal("sent?.id", "dto.id"),
            ]
        let test = GeneratedTestCase(
            title: "Save sends \(method) \(data.endpoint(of: repository))\(shape == .post ? "" : "/{id}") with the item",
            name: "saveSends\(Naming.upperFirst(shape.rawValue))WithTheItem",
            lines: mapper + [
                "let client = \(clientDouble)()",
                "let sut = \(subject)(apiClient: client)",
                "let dto = \(data.wireMapping.fromDomain(.named(entity), "\(entity).mock()"))",
                "",
                "try await sut.\(save)(dto)",
                "",
            ] + sent
        )
        let suite = GeneratedTestSuite(dialect: dialect)
        let context = suite.context(
            module: names.module, name: typeName, subject: subject, mainActor: data.scope.conventions.mockMainActorInit, cases: [test]
        )
        return PlannedFile(path: names.path(\.dataTest, name: typeName), role: .dataTest, template: suite.template, context: context)
    }
}
