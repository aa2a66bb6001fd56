import StrataModel

/// Repository protocols (Domain) and their in-memory mocks (tests).
struct RepositoryPlanner {
    let scope: PlanningScope

    func plan() -> [PlannedFile] {
        scope.model.repositories.flatMap { [planProtocol($0), planMock($0)] }
    }

    func planProtocol(_ repository: Repository) -> PlannedFile {
        let name = scope.names.repositoryProtocol(for: repository.entity)
        let methods = (scope.methods[repository.entity] ?? []).map { method in
            RepositoryContext.Method(
                methodDocLines: PlanningScope.docLines(method.query?.doc ?? Self.summary(of: method, entity: repository.entity)),
                signature: method.signature(throwsClause: scope.throwsClause)
            )
        }
        let context = RepositoryContext(
            access: scope.access,
            name: name,
            refinement: scope.conventions.repositoryRefinesSendable ? ": Sendable" : "",
            docLines: PlanningScope.docLines(repository.doc ?? "Data access for `\(repository.entity)`; implemented in the Data layer."),
            methods: methods
        )
        return PlannedFile(path: scope.names.path(\.repository, name: name), role: .repository, template: "repository", context: context)
    }

    static func summary(of method: RepositoryMethod, entity: String) -> String? {
        switch method.operation {
        case .save: return "Inserts or replaces the \(entity)."
        case .fetchByID: return "The \(entity) with this id, or `nil` when there is none."
        case .fetchAll: return "Every stored \(entity)."
        case .fetchPage: return "One page of the list, starting at page 1."
        case .search: return "One page of the \(entity) items matching the text; always asks the remote source."
        case .delete: return "Removes the \(entity)."
        case nil: return nil
        }
    }

    // MARK: Mock

    func planMock(_ repository: Repository) -> PlannedFile {
        let protocolName = scope.names.repositoryProtocol(for: repository.entity)
        let mockName = scope.mockName(ofProtocol: protocolName)
        let entity = scope.names.lookup.entity(named: repository.entity)
        let store = entity.map(scope.names.storeName) ?? "items"
        let errorType = scope.names.errorType
        var stubs: [String] = []
        var tracking: [String] = []
        var methods: [MockMethod] = []
        let methodList = scope.methods[repository.entity] ?? []
        if methodList.contains(where: { $0.operation == .fetchPage }) {
            stubs.append("/// Size of the pages `\(methodList.first { $0.operation == .fetchPage }?.baseName ?? "")` cuts from the store.")
            stubs.append("var pageSize = 20")
        }
        for method in methodList {
            let base = method.baseName
            tracking.append("private(set) var \(base)CallCount = 0")
            // One method can fail while the others succeed (a save that fails after a read that worked).
            tracking.append("var \(base)Error: \(errorType)?")
            var body = ["\(base)CallCount += 1"]
            for argument in method.arguments {
                let property = Self.lastArgument(of: base, argument.name)
                tracking.append("private(set) var \(property): \(TypeRef.optional(argument.type).swift)")
                body.append("\(property) = \(argument.name)")
            }
            body.append("if let error = \(base)Error ?? error { throw error }")
            body += behaviour(of: method, store: store, stubs: &stubs)
            methods.append(MockMethod(signature: method.signature(throwsClause: scope.throwsClause), methodBodyLines: body))
        }
        let context = RepositoryMockContext(
            module: scope.names.module,
            name: mockName,
            protocolName: protocolName,
            sendableConformance: scope.conventions.repositoryRefinesSendable ? ", @unchecked Sendable" : "",
            storeDeclaration: "var \(store): [\(repository.entity)] = []",
            errorDeclaration: "var error: \(errorType)?",
            stubs: stubs,
            tracking: tracking,
            mainActorInit: scope.conventions.mockMainActorInit,
            methods: methods
        )
        return PlannedFile(path: scope.names.path(\.repositoryMock, name: mockName), role: .repositoryMock, template: "repository-mock", context: context)
    }

    /// What the in-memory store does for each standard operation; queries return a stub.
    private func behaviour(of method: RepositoryMethod, store: String, stubs: inout [String]) -> [String] {
        let argument = method.arguments.first
        switch method.operation {
        case .save:
            let value = argument?.name ?? "item"
            return [
                "if let index = \(store).firstIndex(where: { $0.id == \(value).id }) {",
                "    \(store)[index] = \(value)",
                "} else {",
                "    \(store).append(\(value))",
                "}",
            ]
        case .fetchByID:
            return ["return \(store).first { $0.id == \(argument?.name ?? "id") }"]
        case .fetchAll:
            return ["return \(store)"]
        case .fetchPage:
            let page = method.arguments.first { $0.role == .page }?.name ?? "page"
            return [
                "let start = max(0, \(page) - 1) * pageSize",
                "guard start < \(store).count else { return [] }",
                "return Array(\(store)[start..<min(start + pageSize, \(store).count)])",
            ]
        case .delete:
            let value = argument?.name ?? "id"
            let key = argument?.role == .entity ? "\(value).id" : value
            return ["\(store).removeAll { $0.id == \(key) }"]
        case .search, nil:
            guard let returns = method.returns else { return [] }
            let stub = "\(method.baseName)Result"
            stubs.append("var \(stub): \(returns.swift) = \(scope.samples.empty(returns))")
            return ["return \(stub)"]
        }
    }

    /// `lastFetchRecentLimit`: what a mock recorded of an argument. `lastSavePatient` for
    /// `savePatient(_ patient:)`, where the method's name already ends with the argument's.
    static func lastArgument(of method: String, _ argument: String) -> String {
        let head = "last" + Naming.upperFirst(method)
        let tail = capitalized(argument)
        return head.hasSuffix(tail) ? head : head + tail
    }

    /// `id` → `ID`, `limit` → `Limit`: the suffix of a `last…` tracking property.
    static func capitalized(_ name: String) -> String {
        name == "id" ? "ID" : Naming.upperFirst(name)
    }
}
