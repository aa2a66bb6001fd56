import MCP

/// A tool call's arguments, read against what its schema allows.
///
/// Anything the schema does not allow — an unknown key, a number where a string belongs, a string
/// longer than the limit — is a malformed request: it throws `MCPError.invalidParams` (JSON-RPC
/// -32602) naming the argument, before the tool does anything.
struct ToolArguments: Sendable {
    /// Paths, names, rule ids.
    static let maxShortString = 4_096
    /// Inline specs.
    static let maxLongString = 1_048_576
    static let maxArrayCount = 1_000

    let tool: String
    let values: [String: Value]

    init(tool: String, values: [String: Value]?, allowed: Set<String>) throws(MCPError) {
        self.tool = tool
        self.values = values ?? [:]
        if let unknown = self.values.keys.sorted().first(where: { !allowed.contains($0) }) {
            let names = allowed.sorted().map { "`\($0)`" }.joined(separator: ", ")
            throw MCPError.invalidParams("\(tool): unknown argument `\(Self.printable(unknown))`; it takes \(names.isEmpty ? "no arguments" : names)")
        }
    }

    func string(_ key: String, maxLength: Int = ToolArguments.maxShortString) throws(MCPError) -> String? {
        guard let value = values[key], !value.isNull else { return nil }
        guard case .string(let text) = value else { throw wrongType(key, expected: "a string", got: value) }
        guard text.utf8.count <= maxLength else {
            throw MCPError.invalidParams("\(tool): `\(key)` is \(text.utf8.count) bytes long, over the limit of \(maxLength)")
        }
        return text
    }

    func requiredString(_ key: String, maxLength: Int = ToolArguments.maxShortString) throws(MCPError) -> String {
        guard let text = try string(key, maxLength: maxLength) else {
            throw MCPError.invalidParams("\(tool): `\(key)` is required")
        }
        guard !text.isEmpty else { throw MCPError.invalidParams("\(tool): `\(key)` is empty") }
        return text
    }

    func bool(_ key: String, default defaultValue: Bool) throws(MCPError) -> Bool {
        try optionalBool(key) ?? defaultValue
    }

    func optionalBool(_ key: String) throws(MCPError) -> Bool? {
        guard let value = values[key], !value.isNull else { return nil }
        guard case .bool(let flag) = value else { throw wrongType(key, expected: "true or false", got: value) }
        return flag
    }

    /// An integer in `range`; JSON numbers with no fraction count (`3.0` is 3).
    func integer(_ key: String, in range: ClosedRange<Int>) throws(MCPError) -> Int? {
        guard let value = values[key], !value.isNull else { return nil }
        let number: Int
        switch value {
        case .int(let int): number = int
        case .double(let double) where double.rounded() == double && abs(double) < 1e15: number = Int(double)
        default: throw wrongType(key, expected: "an integer", got: value)
        }
        guard range.contains(number) else {
            throw MCPError.invalidParams("\(tool): `\(key)` must be from \(range.lowerBound) to \(range.upperBound), not \(number)")
        }
        return number
    }

    func oneOf(_ key: String, _ choices: [String], default defaultValue: String) throws(MCPError) -> String {
        guard let text = try string(key) else { return defaultValue }
        guard choices.contains(text) else {
            throw MCPError.invalidParams("\(tool): `\(key)` must be one of \(choices.map { "`\($0)`" }.joined(separator: ", ")), not `\(Self.printable(text))`")
        }
        return text
    }

    func strings(_ key: String) throws(MCPError) -> [String]? {
        guard let items = try array(key, expected: "an array of strings") else { return nil }
        var result: [String] = []
        for (position, item) in items.enumerated() {
            guard case .string(let text) = item, text.utf8.count <= Self.maxShortString else {
                throw wrongType("\(key)[\(position)]", expected: "a string of at most \(Self.maxShortString) bytes", got: item)
            }
            result.append(text)
        }
        return result
    }

    /// An array of strings each of which is one of `choices`; empty when absent.
    func choices(_ key: String, _ choices: [String]) throws(MCPError) -> [String] {
        let items = try strings(key) ?? []
        if let wrong = items.first(where: { !choices.contains($0) }) {
            throw MCPError.invalidParams("\(tool): `\(key)` takes \(choices.map { "`\($0)`" }.joined(separator: ", ")), not `\(Self.printable(wrong))`")
        }
        return items
    }

    /// An array of objects, each read with its own `ToolArguments` (keys checked against `allowed`).
    func objects(_ key: String, allowed: Set<String>) throws(MCPError) -> [ToolArguments]? {
        guard let items = try array(key, expected: "an array of objects") else { return nil }
        var result: [ToolArguments] = []
        for (position, item) in items.enumerated() {
            guard case .object(let fields) = item else { throw wrongType("\(key)[\(position)]", expected: "an object", got: item) }
            result.append(try ToolArguments(tool: "\(tool): `\(key)[\(position)]`", values: fields, allowed: allowed))
        }
        return result
    }

    private func array(_ key: String, expected: String) throws(MCPError) -> [Value]? {
        guard let value = values[key], !value.isNull else { return nil }
        guard case .array(let items) = value else { throw wrongType(key, expected: expected, got: value) }
        guard items.count <= Self.maxArrayCount else {
            throw MCPError.invalidParams("\(tool): `\(key)` has \(items.count) items, over the limit of \(Self.maxArrayCount)")
        }
        return items
    }

    private func wrongType(_ key: String, expected: String, got value: Value) -> MCPError {
        MCPError.invalidParams("\(tool): `\(key)` must be \(expected), not \(Self.kind(of: value))")
    }

    static func kind(of value: Value) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .data: return "binary data"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Argument names and values come from the client: keep them short and on one line in messages.
    static func printable(_ text: String) -> String {
        let cut = text.count > 80 ? String(text.prefix(80)) + "…" : text
        return cut.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined()
    }
}
