import StrataModel

/// The remote data source's methods for one repository: names, signatures over DTOs, and the
/// endpoint each one calls. Shared by the data source, its test double and the repository.
struct RemoteAPI {
    struct Method {
        var operation: RepositoryOperation?
        var query: RepositoryQuery?
        var baseName: String
        /// `fetchWorkout(id: UUID) async throws -> WorkoutDTO`.
        var signature: String
        /// The DTO-side return type; `nil` for none.
        var returns: TypeRef?
        /// The statements sending the request.
        var body: [String]
        /// Said on the implementation when the HTTP shape is not the obvious one.
        var docLines: [String] = []
        /// What the project's client is sent; `nil` with Strata's client.
        var request: ProjectRequest?
    }

    let data: DataScope
    let repository: Repository

    var entity: String { repository.entity }
    var dto: String { data.names.dto(for: entity) }
    var plural: String { data.names.plural(of: entity) }

    var methods: [Method] {
        let path = data.endpoint(of: repository)
        let idType = data.model.entity(named: entity)?.idType.swift ?? "UUID"
        let cases = EndpointCases(path: path, entity: entity, plural: plural, idType: idType)
        var methods: [Method] = []
        for operation in repository.operations {
            switch operation {
            case .fetchByID:
                methods.append(
                    method(
                        operation, "fetch\(entity)", ["id: \(idType)"], .named(dto), "Endpoint(.get, \(literal(path, "/\\(id)")))",
                        ProjectRequest(cases.item, ["id"], "get")))
            case .fetchAll:
                methods.append(
                    method(
                        operation, "fetchAll\(plural)", [], .array(.named(dto)), "Endpoint(.get, \(literal(path)))",
                        ProjectRequest(cases.collection, [], "get")))
            case .fetchPage:
                methods.append(
                    method(
                        operation, "fetch\(plural)Page", ["page: Int"], .array(.named(dto)),
                        "Endpoint(.get, \(literal(path)), query: [\"page\": String(page)])", ProjectRequest(cases.page, ["page"], "get")))
            case .search:
                methods.append(
                    method(
                        operation, "search\(plural)", ["query: String", "page: Int"], .array(.named(dto)),
                        "Endpoint(.get, \(literal(path, "/search")), query: [\"query\": query, \"page\": String(page)])",
                        ProjectRequest(cases.search, ["query", "page"], "get")))
            case .save:
                methods.append(saveMethod(path: path, cases: cases))
            case .delete:
                methods.append(
                    method(
                        operation, "delete\(entity)", ["id: \(idType)"], nil, "Endpoint(.delete, \(literal(path, "/\\(id)")))",
                        ProjectRequest(cases.item, ["id"], "delete")))
            }
        }
        return methods + repository.queries.map { queryMethod($0, path: path, cases: cases) }
    }

    /// `PUT /workouts/{id}` by default; `POST /workouts` or `PATCH /workouts/{id}` when the spec says so.
    private func saveMethod(path: String, cases: EndpointCases) -> Method {
        let shape = data.saveMethod(of: repository)
        let url = shape == .post ? literal(path) : literal(path, "/\\(dto.id)")
        let request =
            shape == .post
            ? ProjectRequest(cases.collection, [], shape.rawValue, body: "dto") : ProjectRequest(cases.item, ["dto.id"], shape.rawValue, body: "dto")
        var save = method(.save, "save\(entity)", ["_ dto: \(dto)"], nil, "Endpoint(.\(shape.rawValue), \(url), body: body)", request)
        if save.request == nil { save.body.insert("let body = try JSONCoding.encoder().encode(dto)", at: 0) }
        switch shape {
        case .put: break
        case .post: save.docLines = ["POSTs the item, id included, to the collection: the server creates or replaces it by that id."]
        case .patch: save.docLines = ["PATCHes the item's URL with every field: a merge patch that replaces the stored values."]
        }
        return save
    }

    /// The call through Strata's client (`endpoint`), or through the project's (`request`).
    private func method(
        _ operation: RepositoryOperation?, _ name: String, _ parameters: [String], _ returns: TypeRef?, _ endpoint: String, _ request: ProjectRequest
    ) -> Method {
        let signature = "\(name)(\(parameters.joined(separator: ", "))) async throws" + (returns.map { " -> \($0.swift)" } ?? "")
        guard let shape = data.client.shape else {
            let call = returns.map { "return try await apiClient.send(\(endpoint), as: \($0.swift).self)" } ?? "try await apiClient.send(\(endpoint))"
            return Method(operation: operation, query: nil, baseName: name, signature: signature, returns: returns, body: [call])
        }
        return Method(
            operation: operation, query: nil, baseName: name, signature: signature, returns: returns, body: request.lines(shape, returns: returns),
            request: request)
    }

    /// `GET /workouts/fetch-recent?limit=10`; a query that returns nothing is a `POST`.
    private func queryMethod(_ query: RepositoryQuery, path: String, cases: EndpointCases) -> Method {
        let returns = query.returns.map(data.wireMapping.storedType)
        let parameters = query.parameters.map { "\($0.name): \($0.type.swift)" }
        let queryPath = literal(path, EndpointCases.suffix(of: query))
        // Query items are named like the body's keys, by the wire key strategy (`since_date`).
        let items = query.parameters.map { parameter in
            EndpointCase.QueryItem(
                name: data.wireKey(parameter.name), value: queryValue(parameter.type, parameter.name), reads: parameter.name,
                isOptional: parameter.type.isOptional)
        }
        let request = ProjectRequest(cases.query(query, items: items), query.parameters.map(\.name), query.verb)
        var method = self.method(
            nil, query.name, parameters, returns, "Endpoint(.\(query.verb), \(queryPath)\(query.parameters.isEmpty ? "" : ", query: items"))",
            request)
        method.query = query
        if !query.parameters.isEmpty, method.request == nil {
            let assignments = items.map { "items[\(SwiftLiteral.string($0.name))] = \($0.value)" }
            method.body = ["var items: [String: String] = [:]"] + assignments + method.body
        }
        return method
    }

    /// A parameter as query text (`String` or `String?`): raw values for enums, ids for entities.
    private func queryValue(_ type: TypeRef, _ value: String) -> String {
        switch type {
        case .optional(let wrapped): return "\(value).map { \(queryValue(wrapped, "$0")) }"
        case .named(let name) where data.model.enumType(named: name) != nil: return "\(value).rawValue"
        case .named(let name) where data.model.entity(named: name) != nil: return "String(describing: \(value).id)"
        case .named("String"): return value
        case .named("Date"): return "String(\(value).timeIntervalSince1970)"
        default: return "String(describing: \(value))"
        }
    }

    /// `"/workouts/\(id)"`: the path as a literal with an interpolated suffix.
    private func literal(_ path: String, _ suffix: String = "") -> String {
        "\"" + path + suffix + "\""
    }
}
