import Foundation
import Logging
import MCP

/// A transport that knows which requests are still unanswered, so the server can answer every
/// request before it exits at the end of its input: a client that writes its requests and closes
/// stdin at once (a shell pipe, a script) still gets every answer.
actor AnsweringTransport: Transport {
    nonisolated let logger: Logger
    private let base: any Transport
    private let upstream: AsyncThrowingStream<Data, Swift.Error>
    private var unanswered: Set<Value> = []
    private var waiting: [CheckedContinuation<Void, Never>] = []

    private init(base: any Transport, upstream: AsyncThrowingStream<Data, Swift.Error>, logger: Logger) {
        self.base = base
        self.upstream = upstream
        self.logger = logger
    }

    static func wrapping(_ base: any Transport) async -> AnsweringTransport {
        AnsweringTransport(base: base, upstream: await base.receive(), logger: await base.logger)
    }

    func connect() async throws { try await base.connect() }

    func disconnect() async { await base.disconnect() }

    func send(_ data: Data) async throws {
        try await base.send(data)
        settle(Self.messages(in: data).compactMap { $0["result"] != nil || $0["error"] != nil ? $0["id"] : nil })
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let upstream = upstream
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await data in upstream {
                        self.note(data)
                        continuation.yield(data)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Returns once every request received so far has been answered (or cancelled), or after `timeout`.
    func waitUntilAnswered(timeout: Duration) async {
        guard !unanswered.isEmpty else { return }
        let deadline = Task {
            try? await Task.sleep(for: timeout)
            self.settle(Array(self.unanswered))
        }
        await withCheckedContinuation { waiting.append($0) }
        deadline.cancel()
    }

    private func note(_ data: Data) {
        for message in Self.messages(in: data) {
            if message["method"] != nil, let id = message["id"] {
                unanswered.insert(id)
            } else if message["method"] == "notifications/cancelled", let id = message["params"]?.objectValue?["requestId"] {
                settle([id])
            }
        }
    }

    private func settle(_ ids: [Value]) {
        for id in ids { unanswered.remove(id) }
        guard unanswered.isEmpty else { return }
        let resumed = waiting
        waiting = []
        for continuation in resumed { continuation.resume() }
    }

    /// The JSON-RPC messages in a line: one object, or a batch; nothing for text that is not JSON.
    static func messages(in data: Data) -> [[String: Value]] {
        guard let value = try? JSONDecoder().decode(Value.self, from: data) else { return [] }
        if let object = value.objectValue { return [object] }
        return value.arrayValue?.compactMap(\.objectValue) ?? []
    }
}
