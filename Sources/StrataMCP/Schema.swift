import MCP

/// Small builders for the JSON Schemas (draft 2020-12 subset) of the tool catalogue.
enum Schema {
    static func object(_ properties: [String: Value], required: [String] = [], additional: Bool = false, description: String? = nil) -> Value {
        var schema: [String: Value] = [
            "type": "object",
            "properties": .object(properties),
            "additionalProperties": .bool(additional),
        ]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func string(_ description: String, enum choices: [String]? = nil, default defaultValue: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "string", "description": .string(description)]
        if let choices { schema["enum"] = .array(choices.map { .string($0) }) }
        if let defaultValue { schema["default"] = .string(defaultValue) }
        return .object(schema)
    }

    static func boolean(_ description: String, default defaultValue: Bool? = nil) -> Value {
        var schema: [String: Value] = ["type": "boolean", "description": .string(description)]
        if let defaultValue { schema["default"] = .bool(defaultValue) }
        return .object(schema)
    }

    static func integer(_ description: String) -> Value {
        ["type": "integer", "description": .string(description)]
    }

    static func number(_ description: String) -> Value {
        ["type": "number", "description": .string(description)]
    }

    static func array(_ items: Value, _ description: String) -> Value {
        ["type": "array", "items": items, "description": .string(description)]
    }

    /// A map from names to integers (counts per layer, per role).
    static func counts(_ description: String) -> Value {
        ["type": "object", "additionalProperties": ["type": "integer"], "description": .string(description)]
    }

    /// Any JSON object (a nested document whose shape is documented elsewhere).
    static func anyObject(_ description: String) -> Value {
        ["type": "object", "description": .string(description)]
    }

    /// The property names a schema allows, for `ToolArguments`.
    static func propertyNames(of schema: Value) -> Set<String> {
        Set(schema.objectValue?["properties"]?.objectValue?.keys.map { $0 } ?? [])
    }
}
