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

    static func string(_ description: String, enum choices: [String]? = nil, default defaultValue: String? = nil, maxLength: Int? = nil) -> Value {
        var schema: [String: Value] = ["type": "string", "description": .string(description)]
        if let maxLength { schema["maxLength"] = .int(maxLength) }
        if let choices { schema["enum"] = .array(choices.map { .string($0) }) }
        if let defaultValue { schema["default"] = .string(defaultValue) }
        return .object(schema)
    }

    static func boolean(_ description: String, default defaultValue: Bool? = nil) -> Value {
        var schema: [String: Value] = ["type": "boolean", "description": .string(description)]
        if let defaultValue { schema["default"] = .bool(defaultValue) }
        return .object(schema)
    }

    static func integer(_ description: String, minimum: Int? = nil, maximum: Int? = nil, default defaultValue: Int? = nil) -> Value {
        var schema: [String: Value] = ["type": "integer", "description": .string(description)]
        if let minimum { schema["minimum"] = .int(minimum) }
        if let maximum { schema["maximum"] = .int(maximum) }
        if let defaultValue { schema["default"] = .int(defaultValue) }
        return .object(schema)
    }

    static func number(_ description: String) -> Value {
        ["type": "number", "description": .string(description)]
    }

    static func array(_ items: Value, _ description: String, minItems: Int? = nil, maxItems: Int? = nil) -> Value {
        var schema: [String: Value] = ["type": "array", "items": items, "description": .string(description)]
        if let minItems { schema["minItems"] = .int(minItems) }
        if let maxItems { schema["maxItems"] = .int(maxItems) }
        return .object(schema)
    }

    /// A map from names to integers (counts per layer, per role).
    static func counts(_ description: String) -> Value {
        ["type": "object", "additionalProperties": ["type": "integer"], "description": .string(description)]
    }

    /// Any JSON object (a nested document whose shape is documented elsewhere).
    static func anyObject(_ description: String) -> Value {
        ["type": "object", "description": .string(description)]
    }

    /// A tool's input schema: an object schema with the enforced limits written in.
    static func input(_ properties: [String: Value], required: [String] = []) -> Value {
        withInputLimits(object(properties, required: required))
    }

    /// An input schema with the limits `ToolArguments` enforces written into it: every string
    /// without its own `maxLength` gets the short-string limit, every array without `maxItems` the
    /// array limit, at every depth. The schema then says what the server refuses.
    static func withInputLimits(_ schema: Value) -> Value {
        guard var object = schema.objectValue else { return schema }
        switch object["type"]?.stringValue {
        case "string" where object["maxLength"] == nil && object["enum"] == nil:
            object["maxLength"] = .int(ToolArguments.maxShortString)
        case "array" where object["maxItems"] == nil:
            object["maxItems"] = .int(ToolArguments.maxArrayCount)
        default:
            break
        }
        if let items = object["items"] { object["items"] = withInputLimits(items) }
        if let properties = object["properties"]?.objectValue {
            object["properties"] = .object(properties.mapValues(withInputLimits))
        }
        return .object(object)
    }

    /// The property names a schema allows, for `ToolArguments`.
    static func propertyNames(of schema: Value) -> Set<String> {
        Set(schema.objectValue?["properties"]?.objectValue?.keys.map { $0 } ?? [])
    }
}
