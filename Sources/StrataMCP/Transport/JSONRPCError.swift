import Foundation

/// JSON-RPC 2.0 error responses written by Strata's own transport, before the SDK sees a message.
///
/// The codes are the specification's: -32700 for text that is not JSON, -32600 for JSON that is not
/// a valid Request object, -32602 for a method's invalid parameters. The `id` is the request's own
/// bytes when it could be read, and `null` when it could not ("If there was an error in detecting
/// the id in the Request object (e.g. Parse error/Invalid Request), it MUST be Null").
enum JSONRPCError {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let invalidParams = -32602

    /// One response line (without its newline).
    static func response(code: Int, message: String, id: Data? = nil) -> Data {
        var line = Data(#"{"jsonrpc":"2.0","id":"#.utf8)
        line.append(id ?? Data("null".utf8))
        line.append(contentsOf: #","error":{"code":\#(code),"message":"#.utf8)
        line.append(quoted(message))
        line.append(contentsOf: "}}".utf8)
        return line
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> Data {
        (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
    }
}
