import StrataModel

/// A concrete repository method, resolved from an operation or query and the naming conventions.
package struct RepositoryMethod: Sendable, Hashable {
    package struct Argument: Sendable, Hashable {
        /// External label, `_` for none.
        package var label: String
        /// Internal name.
        package var name: String
        package var type: TypeRef
        /// What the argument means, so use cases and mocks know how to fill it.
        package var role: Role

        public enum Role: Sendable, Hashable {
            case entity, id, page, query, cachePolicy, custom
        }

        /// `label name: Type`, `_ name: Type` or `name: Type` when both are the same.
        package var declaration: String {
            label == name ? "\(name): \(type.swift)" : "\(label) \(name): \(type.swift)"
        }
    }

    package var operation: RepositoryOperation?
    package var query: RepositoryQuery?
    package var baseName: String
    package var arguments: [Argument]
    package var returns: TypeRef?

    /// `fetch(id:)` — the selector, as in documentation.
    package var selector: String { baseName + "(" + arguments.map { $0.label + ":" }.joined() + ")" }

    /// `fetch(id: UUID) async throws -> Workout?` with the throws clause given.
    package func signature(throwsClause: String) -> String {
        let suffix = " async " + throwsClause + (returns.map { " -> " + $0.swift } ?? "")
        return SignatureLayout.layout(name: baseName, parameters: arguments.map(\.declaration), suffix: suffix)
    }

    /// A call with the given expressions per role/name: `repository.fetch(id: id)`.
    package func call(on receiver: String, _ value: (Argument) -> String) -> String {
        let arguments = arguments.map { argument in
            argument.label == "_" ? value(argument) : "\(argument.label): \(value(argument))"
        }
        return "\(receiver).\(baseName)(\(arguments.joined(separator: ", ")))"
    }
}

/// Turns `RepositoryMethodNames` patterns into `RepositoryMethod`s for one repository.
package struct RepositoryMethodResolver: Sendable {
    let names: SwiftNames

    package init(names: SwiftNames) { self.names = names }

    /// Methods of a repository in declaration order: standard operations, then queries.
    package func methods(of repository: Repository) throws(StrataIssues) -> [RepositoryMethod] {
        var result: [RepositoryMethod] = []
        var issues: [StrataIssue] = []
        for operation in repository.operations {
            do throws(StrataIssues) {
                result.append(try method(for: operation, of: repository))
            } catch {
                issues += error.issues
            }
        }
        let standardSelectors = Set(result.map(\.baseName))
        for query in repository.queries {
            if standardSelectors.contains(query.name) {
                issues.append(
                    StrataIssue(
                        at: query.location,
                        "query `\(query.name)` has the same name as a standard method of \(names.repositoryProtocol(for: repository.entity))",
                        hint: "rename the query, or drop the standard operation from `operations`"
                    ))
            }
            let arguments = query.parameters.map {
                RepositoryMethod.Argument(label: $0.name, name: $0.name, type: $0.type, role: .custom)
            }
            result.append(RepositoryMethod(operation: nil, query: query, baseName: query.name, arguments: arguments, returns: query.returns))
        }
        if !issues.isEmpty { throw StrataIssues(issues) }
        return result
    }

    package func method(for operation: RepositoryOperation, of repository: Repository) throws(StrataIssues) -> RepositoryMethod {
        let entityName = repository.entity
        guard let entity = names.lookup.entity(named: entityName) else {
            throw StrataIssues([StrataIssue(at: repository.location, "repository for unknown entity `\(entityName)`")])
        }
        let pattern = names.conventions.repositoryMethods.pattern(for: operation)
        let expanded = names.expandMethodPattern(pattern, entity: entityName)
        guard let selector = Selector(expanded), Naming.isIdentifier(selector.baseName) else {
            throw StrataIssues([
                StrataIssue(
                    at: nil, "repository method pattern `\(pattern)` for `\(operation.rawValue)` is not a Swift selector",
                    hint: "write it like `fetch(id:)` or `get{name}(identifier:)` in `conventions.repositoryMethods`"
                )
            ])
        }
        let entityType = TypeRef.named(entity.name)
        let idType = entity.idType.typeRef
        let cachePolicy = names.readsByCachePolicy(entityName)
        let entityVariable = names.variableName(for: entity.name)

        func argument(_ index: Int, role: RepositoryMethod.Argument.Role, type: TypeRef, fallback: String) -> RepositoryMethod.Argument {
            let label = index < selector.labels.count ? selector.labels[index] : fallback
            let internalName = ["_", "by", "with", "for", "of"].contains(label) ? fallback : label
            return .init(label: label, name: internalName, type: type, role: role)
        }
        func expectLabels(_ count: Int, _ meaning: String) throws(StrataIssues) {
            guard selector.labels.count == count else {
                throw StrataIssues([
                    StrataIssue(
                        at: nil, "repository method pattern `\(pattern)` for `\(operation.rawValue)` must take \(meaning)",
                        hint: "e.g. `\(RepositoryMethodNames().pattern(for: operation))`"
                    )
                ])
            }
        }

        var arguments: [RepositoryMethod.Argument] = []
        var returns: TypeRef?
        switch operation {
        case .save:
            try expectLabels(1, "one argument, the entity")
            arguments = [argument(0, role: .entity, type: entityType, fallback: entityVariable)]
        case .fetchByID:
            try expectLabels(1, "one argument, the id")
            arguments = [argument(0, role: .id, type: idType, fallback: "id")]
            returns = .optional(entityType)
        case .fetchAll:
            try expectLabels(0, "no argument")
            returns = .array(entityType)
        case .fetchPage:
            try expectLabels(1, "one argument, the page number")
            arguments = [argument(0, role: .page, type: .named("Int"), fallback: "page")]
            returns = .array(entityType)
        case .search:
            try expectLabels(2, "two arguments, the query text and the page number")
            arguments = [
                argument(0, role: .query, type: .named("String"), fallback: "query"),
                argument(1, role: .page, type: .named("Int"), fallback: "page"),
            ]
            returns = .array(entityType)
        case .delete:
            try expectLabels(1, "one argument, the entity (`delete(_:)`) or its id (`delete(id:)`)")
            let takesEntity = selector.labels[0] == "_"
            arguments = [
                takesEntity
                    ? argument(0, role: .entity, type: entityType, fallback: entityVariable)
                    : argument(0, role: .id, type: idType, fallback: "id")
            ]
        }
        if cachePolicy, operation == .fetchByID || operation == .fetchPage {
            arguments.append(.init(label: "cachePolicy", name: "cachePolicy", type: .named("CachePolicy"), role: .cachePolicy))
        }
        return RepositoryMethod(operation: operation, query: nil, baseName: selector.baseName, arguments: arguments, returns: returns)
    }
}

/// `name(a:b:)` split into its base name and labels.
struct Selector {
    var baseName: String
    var labels: [String]

    init?(_ text: String) {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        baseName = String(text[..<open])
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        if inner.isEmpty {
            labels = []
        } else {
            guard inner.hasSuffix(":") else { return nil }
            labels = inner.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard labels.allSatisfy({ $0 == "_" || Naming.isIdentifier($0) }) else { return nil }
        }
    }
}
