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
    }

    let data: DataScope
    let repository: Repository

    var entity: String { repository.entity }
    var dto: String { data.names.dto(for: entity) }
    var plural: String { data.names.plural(of: entity) }

    var methods: [Method] {
        let path = data.endpoint(of: repository)
        let idType = data.model.entity(named: entity)?.idType.swift ?? "UUID"
        var methods: [Method] = []
        for operation in repository.operations {
            switch operation {
            case .fetchByID:
                methods.append(method(operation, "fetch\(entity)", ["id: \(idType)"], .named(dto), "Endpoint(.get, \(literal(path, "/\\(id)")))"))
            case .fetchAll:
                methods.append(method(operation, "fetchAll\(plural)", [], .array(.named(dto)), "Endpoint(.get, \(literal(path)))"))
            case .fetchPage:
                methods.append(method(operation, "fetch\(plural)Page", ["page: Int"], .array(.named(dto)),
                                      "Endpoint(.get, \(literal(path)), query: [\"page\": String(page)])"))
            case .search:
                methods.append(method(operation, "search\(plural)", ["query: String", "page: Int"], .array(.named(dto)),
                                      "Endpoint(.get, \(literal(path, "/search")), query: [\"query\": query, \"page\": String(page)])"))
            case .save:
                methods.append(saveMethod(path: path))
            case .delete:
                methods.append(method(operation, "delete\(entity)", ["id: \(idType)"], nil, "Endpoint(.delete, \(literal(path, "/\\(id)")))"))
            }
        }
        return methods + repository.queries.map { queryMethod($0, path: path) }
    }

    /// `PUT /workouts/{id}` by default; `POST /workouts` or `PATCH /workouts/{id}` when the spec says so.
    private func saveMethod(path: String) -> Method {
        let shape = data.saveMethod(of: repository)
        let url = shape == .post ? literal(path) : literal(path, "/\\(dto.id)")
        var save = method(.save, "save\(entity)", ["_ dto: \(dto)"], nil, "Endpoint(.\(shape.rawValue), \(url), body: body)")
        save.body.insert("let body = try JSONCoding.encoder().encode(dto)", at: 0)
        switch shape {
        case .put: break
        case .post: save.docLines = ["POSTs the item, id included, to the collection: the server creates or replaces it by that id."]
        case .patch: save.docLines = ["PATCHes the item's URL with every field: a merge patch that replaces the stored values."]
        }
        return save
    }

    private func method(_ operation: RepositoryOperation?, _ name: String, _ parameters: [String], _ returns: TypeRef?, _ endpoint: String) -> Method {
        let signature = "\(name)(\(parameters.joined(separator: ", "))) async throws" + (returns.map { " -> \($0.swift)" } ?? "")
        let call = returns.map { "return try await apiClient.send(\(endpoint), as: \($0.swift).self)" } ?? "try await apiClient.send(\(endpoint))"
        return Method(operation: operation, query: nil, baseName: name, signature: signature, returns: returns, body: [call])
    }

    /// `GET /workouts/fetch-recent?limit=10`; a query that returns nothing is a `POST`.
    private func queryMethod(_ query: RepositoryQuery, path: String) -> Method {
        let returns = query.returns.map(data.wireMapping.storedType)
        let parameters = query.parameters.map { "\($0.name): \($0.type.swift)" }
        let queryPath = literal(path, "/" + WireName.kebabCase(query.name))
        var method = self.method(nil, query.name, parameters, returns, "Endpoint(\(returns == nil ? ".post" : ".get"), \(queryPath)\(query.parameters.isEmpty ? "" : ", query: items"))")
        method.query = query
        if !query.parameters.isEmpty {
            let assignments = query.parameters.map { "items[\(SwiftLiteral.string($0.name))] = \(queryValue($0.type, $0.name))" }
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
