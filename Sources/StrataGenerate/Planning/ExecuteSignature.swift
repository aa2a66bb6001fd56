import StrataModel

/// The `execute` method of a use case: its parameters and result, derived from the kind.
struct ExecuteSignature: Sendable {
    struct Argument: Sendable {
        var label: String
        var name: String
        var type: TypeRef
        var defaultValue: String?

        func declaration(withDefault: Bool) -> String {
            let head = label == name ? name : "\(label) \(name)"
            let value = withDefault ? defaultValue.map { " = \($0)" } ?? "" : ""
            return "\(head): \(type.swift)" + value
        }
    }

    var arguments: [Argument]
    var returns: TypeRef?

    /// Protocol requirements cannot carry default values, so contracts and mocks ask for none.
    func text(throwsClause: String, defaults: Bool) -> String {
        let suffix = " async " + throwsClause + (returns.map { " -> " + $0.swift } ?? "")
        return SignatureLayout.layout(name: "execute", parameters: arguments.map { $0.declaration(withDefault: defaults) }, suffix: suffix)
    }

    init(arguments: [Argument], returns: TypeRef?) {
        self.arguments = arguments
        self.returns = returns
    }

    init(_ useCase: UseCase, scope: PlanningScope) {
        let entityName = useCase.entity
        let entity = scope.names.lookup.entity(named: entityName)
        let entityType = TypeRef.named(entityName)
        let idType = entity?.idType.typeRef ?? .named("UUID")
        let idName = scope.method(.fetchByID, of: entityName)?.arguments.first { $0.role == .id }?.name ?? "id"
        switch useCase.kind {
        case .create:
            var arguments: [Argument] = []
            if let entity, !(entity.idType == .uuid) {
                arguments.append(Argument(label: "id", name: "id", type: idType))
            }
            let planner = EntityPlanner(scope: scope)
            for property in entity?.properties ?? [] {
                let clause = planner.defaultClause(for: property)
                arguments.append(
                    Argument(
                        label: property.name, name: property.name, type: property.type,
                        defaultValue: clause.isEmpty ? nil : String(clause.dropFirst(3))
                    ))
            }
            self.init(arguments: arguments, returns: entityType)
        case .get, .refresh, .fetch:
            self.init(arguments: [Argument(label: idName, name: idName, type: idType)], returns: entityType)
        case .fetchAll:
            self.init(arguments: [], returns: .array(entityType))
        case .getPage, .refreshPage:
            self.init(arguments: [Argument(label: "page", name: "page", type: .named("Int"))], returns: .array(entityType))
        case .searchPage:
            self.init(
                arguments: [
                    Argument(label: "query", name: "query", type: .named("String")),
                    Argument(label: "page", name: "page", type: .named("Int")),
                ],
                returns: .array(entityType)
            )
        case .update:
            let name = scope.names.variableName(for: entityName)
            self.init(arguments: [Argument(label: "_", name: name, type: entityType)], returns: entityType)
        case .delete:
            self.init(arguments: [Argument(label: idName, name: idName, type: idType)], returns: nil)
        case .calculate, .custom:
            self.init(
                arguments: useCase.parameters.map { Argument(label: $0.name, name: $0.name, type: $0.type) },
                returns: useCase.returns
            )
        }
    }
}
