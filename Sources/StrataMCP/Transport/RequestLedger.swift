import Foundation

/// The requests the transport passed to the SDK and has not answered yet, under the ids it gave
/// them.
///
/// Each request travels through the SDK under an id of the transport's (`strata-rpc-N`), because
/// the SDK cannot hold every id JSON-RPC allows (`null`, integers beyond 64 bits); the answer goes
/// back with the client's own bytes. The ledger is also what the server waits on at the end of its
/// input: every request answered, or cancelled by the client.
final class RequestLedger: @unchecked Sendable {
    static let prefix = "strata-rpc-"

    private let lock = NSLock()
    private var next = 0
    /// Ours → the client's id bytes, until the answer is sent.
    private var clientIDs: [String: (id: Data, key: String)] = [:]
    /// The client's id (as `JSONRPCGate.key`) → ours, for `notifications/cancelled`.
    private var ours: [String: String] = [:]
    /// Ours, of requests the client cancelled: no answer is owed.
    private var cancelled: Set<String> = []

    /// A new id of ours for a request; its JSON text.
    func admit(id: Data, key: String) -> Data {
        lock.withLock {
            next += 1
            let mine = Self.prefix + String(next)
            clientIDs[mine] = (id, key)
            if key != "null" { ours[key] = mine }
            return Data("\"\(mine)\"".utf8)
        }
    }

    /// Our id for the client's request `key`, marked as owed no answer; nil when unknown or answered.
    func cancel(key: String) -> Data? {
        lock.withLock {
            guard let mine = ours[key] else { return nil }
            cancelled.insert(mine)
            return Data("\"\(mine)\"".utf8)
        }
    }

    /// The client's id for ours, forgotten from now on; nil when ours was never given.
    func answer(_ mine: String) -> Data? {
        lock.withLock {
            guard let request = clientIDs.removeValue(forKey: mine) else { return nil }
            cancelled.remove(mine)
            if ours[request.key] == mine { ours[request.key] = nil }
            return request.id
        }
    }

    /// Requests still owed an answer.
    var owed: Int {
        lock.withLock { clientIDs.count - cancelled.count }
    }
}
