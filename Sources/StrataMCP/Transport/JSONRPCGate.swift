import Foundation
import MCP

/// Sorts one incoming line by the JSON-RPC 2.0 rules, before the SDK decodes anything.
///
/// The SDK answers what it cannot decode with an invented id and the wrong codes, reads a `null`
/// id as `""` and drops ids it cannot represent (`1.5`, `true`, objects, integers beyond 64 bits).
/// The gate answers every such message itself, with the codes and ids the specification gives, and
/// lets through only messages the SDK reads as the client meant them: requests whose id the
/// transport then swaps for one of its own (so any valid id, `null` included, is echoed byte for
/// byte), notifications, and the client's responses.
enum JSONRPCGate {
    /// Deeper than any of Strata's arguments (8 levels) by far, and well inside the decoders' limits.
    static let maxDepth = 64

    enum Verdict {
        /// A request: forward `line` with the id at `idRange` replaced; `id` is the client's bytes.
        case request(line: [UInt8], idRange: Range<Int>, id: Data, key: String)
        /// `notifications/cancelled`: forward with the `requestId` at `requestIDRange` replaced by the
        /// transport's id for the request `key` names.
        case cancellation(line: [UInt8], requestIDRange: Range<Int>, key: String)
        /// A notification or a response of the client's: forward as it is.
        case forward([UInt8])
        /// Not forwarded; this error response is the answer.
        case refuse(Data)
        /// Not forwarded and not answered: a notification gets no response, even a bad one.
        case ignore(String)
    }

    static func judge(_ line: [UInt8]) -> Verdict {
        let scan = JSONScan(line)
        guard scan.isValid, String(bytes: line, encoding: .utf8) != nil else {
            let why = scan.problem.map { "\($0.message) at byte \($0.offset)" } ?? "the text is not UTF-8"
            return .refuse(JSONRPCError.response(code: JSONRPCError.parseError, message: "Parse error: \(why)"))
        }
        guard scan.topKind == .object else {
            let message =
                scan.topKind == .array
                ? "Invalid Request: batches are not part of MCP (since protocol version 2025-06-18); send one message per line"
                : "Invalid Request: a message must be a JSON object"
            return .refuse(JSONRPCError.response(code: JSONRPCError.invalidRequest, message: message))
        }
        for key in ["jsonrpc", "id", "method", "params"] where scan.members.filter({ $0.key == key }).count > 1 {
            return .refuse(invalid("the member `\(key)` appears more than once"))
        }
        // The id first: every later refusal carries it when it is a valid one.
        let idMember = scan.member("id")
        var id: Data?
        if let member = idMember {
            guard member.kind == .string || member.kind == .null || (member.kind == .number && member.isInteger) else {
                return .refuse(invalid("`id` must be a string, an integer or null, not \(describe(member))"))
            }
            id = Data(line[member.range])
        }
        guard let version = scan.member("jsonrpc"), string(version, in: line) == "2.0" else {
            return .refuse(invalid("`jsonrpc` must be exactly \"2.0\"", id: id))
        }
        guard let methodMember = scan.member("method") else {
            if let member = idMember, member.kind != .null, (scan.member("result") != nil) != (scan.member("error") != nil) {
                return .forward(line)
            }
            return .refuse(invalid("a request needs a `method` (a response, a `result` or an `error`, and an id)", id: id))
        }
        guard methodMember.kind == .string, let method = string(methodMember, in: line) else {
            return .refuse(invalid("`method` must be a string, not \(describe(methodMember))", id: id))
        }
        let params = scan.member("params")
        if let params, params.kind != .object, params.kind != .array {
            return .refuse(invalid("`params` must be an object or an array, not \(describe(params))", id: id))
        }
        guard let idMember, let id else {
            // A notification: never answered, so a bad one is only set aside.
            guard scan.depth <= maxDepth else { return .ignore("notification `\(method)` nests \(scan.depth) levels deep") }
            if method == "notifications/cancelled", let params, params.kind == .object {
                let fields = JSONScan(line[params.range])
                if let requestID = fields.member("requestId"), let requestKey = key(of: requestID, in: line) {
                    return .cancellation(line: line, requestIDRange: requestID.range, key: requestKey)
                }
            }
            return .forward(line)
        }
        guard scan.depth <= maxDepth else {
            return .refuse(badParams("the message nests \(scan.depth) levels deep; the limit is \(maxDepth)", id: id))
        }
        if let problem = problem(method: method, params: params, in: line) {
            return .refuse(badParams("\(method): \(problem)", id: id))
        }
        // What passed the grammar must also pass the decoder the SDK uses (numbers beyond a Double, say).
        do {
            _ = try JSONDecoder().decode(Value.self, from: Data(line))
        } catch {
            return .refuse(badParams("the message could not be decoded: \(error.localizedDescription)", id: id))
        }
        return .request(line: line, idRange: idMember.range, id: id, key: key(of: idMember, in: line) ?? "null")
    }

    /// The shape MCP gives the params of the methods Strata serves; nil when it holds.
    static func problem(method: String, params: JSONScan.Member?, in line: [UInt8]) -> String? {
        let fields = params.map { JSONScan(line[$0.range]) }
        if let params, params.kind == .array {
            return "`params` must be an object (MCP passes parameters by name), not an array"
        }
        func check(_ name: String, _ kinds: [JSONScan.Kind], _ expected: String, required: Bool) -> String? {
            guard let member = fields?.member(name) else { return required ? "`params.\(name)` is required (\(expected))" : nil }
            return kinds.contains(member.kind) ? nil : "`params.\(name)` must be \(expected), not \(describe(member))"
        }
        switch method {
        case "tools/call":
            guard params != nil else { return "`params` is required: {\"name\": <tool>, \"arguments\": {…}}" }
            return check("name", [.string], "a string naming the tool", required: true)
                ?? check("arguments", [.object, .null], "an object of the tool's arguments", required: false)
        case "initialize":
            guard params != nil else { return "`params` is required: {\"protocolVersion\", \"capabilities\", \"clientInfo\"}" }
            return check("protocolVersion", [.string], "a string", required: true)
                ?? check("capabilities", [.object], "an object", required: true)
                ?? check("clientInfo", [.object], "an object with `name` and `version`", required: true)
                ?? clientInfoProblem(fields?.member("clientInfo"), in: line)
        case "tools/list":
            return check("cursor", [.string, .null], "a string", required: false)
        default:
            return nil
        }
    }

    private static func clientInfoProblem(_ member: JSONScan.Member?, in line: [UInt8]) -> String? {
        guard let member else { return nil }
        let fields = JSONScan(line[member.range])
        for name in ["name", "version"] where fields.member(name)?.kind != .string {
            return "`params.clientInfo.\(name)` must be a string"
        }
        return nil
    }

    /// A string member's value, decoded; nil for any other kind.
    static func string(_ member: JSONScan.Member, in line: [UInt8]) -> String? {
        guard member.kind == .string else { return nil }
        return try? JSONDecoder().decode(String.self, from: Data(line[member.range]))
    }

    /// What makes two ids the same request: a string's text, a number's digits.
    static func key(of member: JSONScan.Member, in line: [UInt8]) -> String? {
        switch member.kind {
        case .string: string(member, in: line).map { "s:" + $0 }
        case .number where member.isInteger: "n:" + String(decoding: line[member.range], as: UTF8.self)
        case .null: "null"
        default: nil
        }
    }

    static func describe(_ member: JSONScan.Member) -> String {
        switch member.kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: member.isInteger ? "an integer" : "a number with a fraction or an exponent"
        case .true, .false: "a boolean"
        case .null: "null"
        }
    }

    private static func invalid(_ message: String, id: Data? = nil) -> Data {
        JSONRPCError.response(code: JSONRPCError.invalidRequest, message: "Invalid Request: \(message)", id: id)
    }

    private static func badParams(_ message: String, id: Data) -> Data {
        JSONRPCError.response(code: JSONRPCError.invalidParams, message: "Invalid params: \(message)", id: id)
    }
}
