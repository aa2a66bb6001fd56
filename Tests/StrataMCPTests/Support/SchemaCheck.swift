import MCP

/// Just enough JSON Schema to hold the server to its output schemas: `type`, `properties`,
/// `required`, `items`, `enum`, `additionalProperties: false`.
enum SchemaCheck {
    static func problems(_ value: Value, against schema: Value, at path: String = "$") -> [String] {
        guard let schema = schema.objectValue else { return [] }
        var problems: [String] = []
        if let type = schema["type"]?.stringValue, !matches(value, type: type) {
            return ["\(path): expected \(type), got \(value)".prefix(200).description]
        }
        if let choices = schema["enum"]?.arrayValue, !choices.contains(value) {
            problems.append("\(path): \(value) is not one of \(choices)")
        }
        if let object = value.objectValue {
            let properties = schema["properties"]?.objectValue ?? [:]
            for required in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where object[required] == nil {
                problems.append("\(path): missing required `\(required)`")
            }
            for (key, child) in object {
                if let propertySchema = properties[key] {
                    problems += Self.problems(child, against: propertySchema, at: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] {
                    if additional == .bool(false) {
                        problems.append("\(path): `\(key)` is not in the schema")
                    } else if additional.objectValue != nil {
                        problems += Self.problems(child, against: additional, at: "\(path).\(key)")
                    }
                }
            }
        }
        if let items = value.arrayValue, let itemSchema = schema["items"] {
            for (position, item) in items.enumerated() {
                problems += Self.problems(item, against: itemSchema, at: "\(path)[\(position)]")
            }
        }
        return problems
    }

    static func matches(_ value: Value, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("integer", .int), ("null", .null): true
        case ("number", .int), ("number", .double): true
        default: false
        }
    }
}
