import StrataModel

/// A Mermaid `classDiagram` of the feature: entities, enums, repository protocols and use cases.
struct MermaidDiagram {
    let scope: PlanningScope

    func lines() -> [String] {
        let model = scope.model
        let names = scope.names
        var lines = ["classDiagram"]
        for entity in model.entities {
            lines.append("    class \(entity.name) {")
            lines.append("        +id: \(entity.idType.swift)")
            lines += entity.properties.map { "        +\($0.name): \(Self.mermaidType($0.type))" }
            lines.append("    }")
        }
        for enumType in model.enums {
            lines.append("    class \(enumType.name) {")
            lines.append("        <<enumeration>>")
            lines += enumType.cases.map { "        \($0.name)" }
            lines.append("    }")
        }
        for repository in model.repositories {
            let name = names.repositoryProtocol(for: repository.entity)
            lines.append("    class \(name) {")
            lines.append("        <<protocol>>")
            lines += (scope.methods[repository.entity] ?? []).map { "        +\($0.selector)" }
            lines.append("    }")
            lines.append("    \(name) ..> \(repository.entity)")
        }
        for service in model.services {
            lines.append("    class \(service.name) {")
            lines.append("        <<protocol>>")
            lines += service.methods.map { method in
                let parameters = method.parameters.map { "\($0.name): \(Self.mermaidType($0.type))" }.joined(separator: ", ")
                return "        +\(method.name)(\(parameters))" + (method.returns.map { " " + Self.mermaidType($0) } ?? "")
            }
            lines.append("    }")
        }
        for useCase in scope.generatedUseCases {
            let name = names.useCaseType(useCase)
            lines.append("    class \(name) {")
            let signature = ExecuteSignature(useCase, scope: scope)
            let parameters = signature.arguments.map { "\($0.name): \(Self.mermaidType($0.type))" }.joined(separator: ", ")
            lines.append("        +execute(\(parameters))" + (signature.returns.map { " " + Self.mermaidType($0) } ?? ""))
            lines.append("    }")
            lines += scope.dependencies(of: useCase).map { "    \(name) --> \($0.type)" }
        }
        for entity in model.entities {
            for property in entity.properties {
                switch property.relationship {
                case .embedded(let other)?: lines.append("    \(entity.name) *-- \(other) : \(property.name)")
                case .reference(let other)?: lines.append("    \(entity.name) --> \(other) : \(property.name)")
                case nil:
                    for enumName in property.type.namedTypes where names.lookup.enumType(named: enumName) != nil {
                        lines.append("    \(entity.name) --> \(enumName) : \(property.name)")
                    }
                }
            }
        }
        return lines
    }

    /// Mermaid reads `~T~` as generics and chokes on square brackets.
    static func mermaidType(_ type: TypeRef) -> String {
        switch type {
        case .named(let name): return name
        case .optional(let wrapped): return mermaidType(wrapped) + "?"
        case .array(let element): return "Array~\(mermaidType(element))~"
        case .set(let element): return "Set~\(mermaidType(element))~"
        case .dictionary(let key, let value): return "Dictionary~\(mermaidType(key)), \(mermaidType(value))~"
        }
    }
}
