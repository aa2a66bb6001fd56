import StrataModel

/// Per repository: the remote data source (protocol + implementation over `APIClientProtocol`, or
/// the project's own client) and its test double.
struct RemotePlanner {
    let data: DataScope

    func plan() -> [PlannedFile] {
        data.model.repositories.flatMap { [planDataSource($0), planMock($0)] }
    }

    func planDataSource(_ repository: Repository) -> PlannedFile {
        let names = data.names
        let api = RemoteAPI(data: data, repository: repository)
        let protocolName = names.remoteDataSourceProtocol(for: repository.entity)
        let name = names.remoteDataSource(for: repository.entity)
        let methods = api.methods
        let client = data.client
        // The project's client decodes a response even for requests that have none.
        var emptyResponse: [String] = []
        if let shape = client.shape, methods.contains(where: { $0.returns == nil }) {
            emptyResponse = [ProjectRequest.emptyResponseDeclaration(shape), ""]
        }
        let context = DataSourceContext(
            openingLines: [],
            closingLines: [],
            hasProtocol: true,
            protocolName: protocolName,
            protocolDocLines: ["The API of `\(repository.entity)`: DTOs in, DTOs out; failures are `\(client.errorType)`s."],
            requirements: methods.map(\.signature),
            hasImplementation: true,
            typeDocLines: ["`\(protocolName)` over HTTP, at `\(data.endpoint(of: repository))`."],
            typeDeclaration: "struct \(name): \(protocolName)",
            storedProperties: emptyResponse + ["private let apiClient: any \(client.protocolName)"],
            hasInit: true,
            initSignature: "init(apiClient: any \(client.protocolName))",
            initBody: ["self.apiClient = apiClient"],
            methods: methods.map { DataMethod($0.signature, docLines: $0.docLines, $0.body) }
        )
        return PlannedFile(path: names.path(\.remoteDataSource, name: name), role: .remoteDataSource, template: "data-source", context: context)
    }

    /// `MockWorkoutRemoteDataSource`: serves `items`, throws `error` when set, records writes.
    func planMock(_ repository: Repository) -> PlannedFile {
        let names = data.names
        let api = RemoteAPI(data: data, repository: repository)
        let protocolName = names.remoteDataSourceProtocol(for: repository.entity)
        let name = data.scope.mockName(ofProtocol: protocolName)
        let notFound = data.client.notFoundError
        var state = [
            "/// What reads return; `save` replaces or appends, `delete` removes.",
            "var items: [\(api.dto)] = []",
            "/// When set, every method counts its call and then throws it.",
            "var error: \(data.client.errorType)?",
            "private(set) var savedItems: [\(api.dto)] = []",
        ]
        var methods: [DataMethod] = []
        for method in api.methods {
            state.append("private(set) var \(method.baseName)CallCount = 0")
            var body = ["\(method.baseName)CallCount += 1", "if let error { throw error }"]
            switch method.operation {
            case .fetchByID:
                body += ["guard let item = items.first(where: { $0.id == id }) else { throw \(notFound) }", "return item"]
            case .fetchAll, .fetchPage, .search:
                body.append("return items")
            case .save:
                body += ["items.removeAll { $0.id == dto.id }", "items.append(dto)", "savedItems.append(dto)"]
            case .delete:
                body.append("items.removeAll { $0.id == id }")
            case nil:
                guard let returns = method.returns else { break }
                let stub = "\(method.baseName)Result"
                if case .named(let name)? = method.query?.returns, data.model.entity(named: name) != nil {
                    // A single DTO has no neutral value: unset means "not found".
                    state.append("var \(stub): \(returns.swift)?")
                    body += ["guard let \(stub) else { throw \(notFound) }", "return \(stub)"]
                } else {
                    state.append("var \(stub): \(returns.swift) = \(data.scope.samples.empty(returns))")
                    body.append("return \(stub)")
                }
            }
            methods.append(DataMethod(method.signature, body))
        }
        let context = RemoteMockContext(
            module: names.module, name: name, protocolName: protocolName,
            docLines: ["`\(protocolName)` for tests: no network, canned DTOs, call counts."], stateLines: state,
            mainActorInit: data.scope.conventions.mockMainActorInit, methods: methods
        )
        return PlannedFile(path: names.path(\.dataMock, name: name), role: .dataMock, template: "remote-data-source-mock", context: context)
    }
}
