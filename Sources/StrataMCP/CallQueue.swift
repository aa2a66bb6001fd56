/// Runs tool calls one at a time, in the order they arrive, and stops them when asked.
///
/// The SDK handles each request in its own task; a `generate` writing while an `analyze` indexes, or
/// two writes at once, would make results depend on timing. One call at a time keeps every answer
/// the one a sequential client would get, and lets each call start from the previous call's index.
///
/// A call runs in a task of the queue's, so the cancellation of the request (`notifications/cancelled`
/// cancels the SDK's task) is passed on to it: a call still waiting its turn never starts, and a
/// running one stops at its next check (`Task.checkCancellation()` between stages and files), so the
/// call after it waits for that check, not for the whole work.
actor CallQueue {
    private var tail: Task<Void, Never>?
    private var running: [Int: @Sendable () -> Void] = [:]
    private var next = 0

    func run<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let previous = tail
        let task = Task {
            await previous?.value
            try Task.checkCancellation()
            return try await operation()
        }
        next += 1
        let number = next
        running[number] = { task.cancel() }
        tail = Task { _ = await task.result }
        defer { running[number] = nil }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// Cancels every call, running or waiting (the client is gone).
    func cancelAll() {
        for cancel in running.values { cancel() }
    }

    /// Returns once the last call queued so far has finished.
    func idle() async {
        await tail?.value
    }
}
