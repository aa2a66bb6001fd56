import StrataModel

/// The statements of `execute`, per use case kind: business logic wired to the repository.
///
/// Only a custom rule that cannot be derived gets a `// TODO(business rule):` line, and then the
/// use case throws `notImplemented` so nothing silently returns a made-up value.
struct UseCaseBody {
    let scope: PlanningScope

    func lines(for useCase: UseCase, signature: ExecuteSignature) -> [String] {
        let entityName = useCase.entity
        let error = scope.names.errorType
        let variable = scope.names.variableName(for: entityName)
        let repository = "repository"
        let idArgument = signature.arguments.first?.name ?? "id"

        func call(_ operation: RepositoryOperation, _ values: [RepositoryMethod.Argument.Role: String]) -> String {
            guard let method = scope.method(operation, of: entityName) else { return "" }
            return "try await "
                + method.call(on: repository) { argument in
                    if argument.role == .cachePolicy { return "." + (useCase.cachePolicy ?? .localFirst).rawValue }
                    return values[argument.role] ?? argument.name
                }
        }

        switch useCase.kind {
        case .create:
            let entity = scope.names.lookup.entity(named: entityName)
            var arguments: [String] = []
            if let entity {
                let generateID = entity.idType == .uuid
                arguments.append("id: " + (generateID ? "UUID()" : "id"))
                arguments += entity.properties.map { "\($0.name): \($0.name)" }
            }
            return Self.initializerCall("let \(variable) = \(entityName)", arguments)
                + [call(.save, [.entity: variable]), "return \(variable)"]
        case .get, .refresh, .fetch:
            return [
                "guard let \(variable) = \(call(.fetchByID, [.id: idArgument])) else {",
                "    throw \(error).notFound",
                "}",
                "return \(variable)",
            ]
        case .fetchAll:
            return ["return " + call(.fetchAll, [:])]
        case .getPage, .refreshPage:
            return ["return " + call(.fetchPage, [.page: "page"])]
        case .searchPage:
            return ["return " + call(.search, [.query: "query", .page: "page"])]
        case .update:
            return [
                "guard \(call(.fetchByID, [.id: "\(variable).id"])) != nil else {",
                "    throw \(error).notFound",
                "}",
                call(.save, [.entity: variable]),
                "return \(variable)",
            ]
        case .delete:
            return [
                "guard let \(variable) = \(call(.fetchByID, [.id: idArgument])) else {",
                "    throw \(error).notFound",
                "}",
                call(.delete, [.entity: variable, .id: "\(variable).id"]),
            ]
        case .calculate, .custom:
            return customLines(useCase, signature: signature)
        }
    }

    /// A custom rule delegates to its repository query when the shapes match; otherwise it says
    /// what is left to write and throws `notImplemented`.
    private func customLines(_ useCase: UseCase, signature: ExecuteSignature) -> [String] {
        var lines: [String] = []
        if let rule = useCase.rule { lines.append("// TODO(business rule): \(rule)") }
        if let delegate = delegation(useCase, signature: signature) {
            return lines + [delegate]
        }
        if useCase.rule == nil { lines.append("// TODO(business rule): describe and implement \(useCase.name).") }
        return lines + ["throw \(scope.names.errorType).notImplemented(\(SwiftLiteral.string(useCase.name)))"]
    }

    /// `return try await repository.fetchRecent(limit: limit)` when every query parameter has a
    /// same-named, same-typed `execute` parameter and the results agree.
    func delegation(_ useCase: UseCase, signature: ExecuteSignature) -> String? {
        if let call = serviceDelegation(useCase, signature: signature) { return call }
        guard let queryName = useCase.calls, let method = scope.query(queryName, of: useCase.entity) else { return nil }
        guard method.returns == signature.returns else { return nil }
        for argument in method.arguments where !signature.arguments.contains(where: { $0.name == argument.name && $0.type == argument.type }) {
            return nil
        }
        let call = "try await " + method.call(on: "repository") { $0.name }
        return method.returns == nil ? call : "return " + call
    }

    /// `try await notificationScheduler.schedule(notification: notification)` for `calls: NotificationScheduler.schedule`,
    /// under the same conditions as a query: every parameter passed by name and type, the same result.
    func serviceDelegation(_ useCase: UseCase, signature: ExecuteSignature) -> String? {
        guard let called = scope.serviceMethod(called: useCase) else { return nil }
        let (service, method) = (called.service, called.method)
        guard method.returns == signature.returns else { return nil }
        for parameter in method.parameters where !signature.arguments.contains(where: { $0.name == parameter.name && $0.type == parameter.type }) {
            return nil
        }
        let call = Self.serviceCall(method, on: scope.names.serviceVariable(service.name))
        return method.returns == nil ? call : "return " + call
    }

    /// `try await scheduler.schedule(notification: notification)`, with only the effects the method has.
    static func serviceCall(_ method: ServiceMethod, on receiver: String, arguments: (Parameter) -> String = { $0.name }) -> String {
        let effects = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
        return effects + "\(receiver).\(method.name)(" + method.parameters.map { "\($0.name): \(arguments($0))" }.joined(separator: ", ") + ")"
    }

    /// `let x = Type(` … `)` with one argument per line, or on one line when short.
    static func initializerCall(_ head: String, _ arguments: [String]) -> [String] {
        if arguments.count <= 1 { return ["\(head)(\(arguments.joined()))"] }
        let commas = PlanningScope.commas(arguments.count)
        return ["\(head)("] + zip(arguments, commas).map { "    \($0)\($1)" } + [")"]
    }
}
