import StrataModel

/// Entities and enums: the pure value types of the Domain layer.
struct EntityPlanner {
    let scope: PlanningScope

    func plan() -> [PlannedFile] {
        scope.model.entities.map(planEntity) + scope.model.enums.map(planEnum)
    }

    func planEntity(_ entity: Entity) -> PlannedFile {
        let conventions = scope.conventions
        let access = scope.access
        var lines = [
            EntityContext.PropertyLine(
                propertyDocLines: [],
                declaration: "\(access)let id: \(entity.idType.swift)",
                name: "id"
            )
        ]
        for property in entity.properties {
            let keyword = property.isMutable && !conventions.entityPropertiesAlwaysLet ? "var" : "let"
            lines.append(
                .init(
                    propertyDocLines: PlanningScope.docLines(property.doc),
                    declaration: "\(access)\(keyword) \(property.name): \(property.type.swift)",
                    name: property.name
                ))
        }
        let idDefault = conventions.idDefaultsToNewUUID && entity.idType == .uuid ? " = UUID()" : ""
        var parameters = ["id: \(entity.idType.swift)\(idDefault)"]
        parameters += entity.properties.map { "\($0.name): \($0.type.swift)\(defaultClause(for: $0))" }
        let commas = PlanningScope.commas(parameters.count)
        let context = EntityContext(
            access: access,
            name: entity.name,
            inheritance: {
                let listed = conformances(conventions.entityConformances); return listed.isEmpty ? "" : ": " + listed
            }(),
            docLines: PlanningScope.docLines(entity.doc),
            properties: lines,
            initParameters: zip(parameters, commas).map { .init(text: $0, comma: $1) }
        )
        return PlannedFile(path: scope.names.path(\.entity, name: entity.name), role: .entity, template: "entity", context: context)
    }

    /// The conventions' conformances, plus `Sendable` on a public or package type: only internal
    /// value types are `Sendable` without saying so, and the use cases and the Data layer's actors
    /// pass these values across isolation.
    func conformances(_ listed: [String]) -> String {
        let needsSendable = scope.conventions.accessLevel != .internal && !listed.contains("Sendable")
        return (listed + (needsSendable ? ["Sendable"] : [])).joined(separator: ", ")
    }

    /// ` = value` for an init parameter: the spec's default, else `nil` for optionals when the style says so.
    func defaultClause(for property: Property) -> String {
        if let value = property.defaultValue { return " = \(value)" }
        if property.type.isOptional && scope.conventions.optionalParametersDefaultToNil { return " = nil" }
        return ""
    }

    func planEnum(_ enumType: EnumType) -> PlannedFile {
        let cases = enumType.cases.map { enumCase in
            EnumContext.Case(
                caseDocLines: PlanningScope.docLines(enumCase.doc),
                declaration: enumCase.rawValue.map { "\(enumCase.name) = \(SwiftLiteral.string($0))" } ?? enumCase.name
            )
        }
        let context = EnumContext(
            access: scope.access,
            name: enumType.name,
            conformances: conformances(["String"] + scope.conventions.enumConformances),
            docLines: PlanningScope.docLines(enumType.doc),
            cases: cases
        )
        return PlannedFile(path: scope.names.path(\.enumType, name: enumType.name), role: .enumType, template: "enum", context: context)
    }
}

enum SwiftLiteral {
    /// A Swift string literal with `\`, `"` and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
