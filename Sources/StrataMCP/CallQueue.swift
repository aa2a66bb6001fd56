/// Runs tool calls one at a time, in the order they arrive.
///
/// The SDK handles each request in its own task; a `generate` writing while an `analyze` indexes, or
/// two writes at once, would make results depend on timing. One call at a time keeps every answer
/// the one a sequential client would get, and lets each call start from the previous call's index.
actor CallQueue {
    private var tail: Task<Void, Never>?

    func run<T: Sendable>(_ operation: @escaping @Sendable () async -> T) async -> T {
        let previous = tail
        let task = Task {
            await previous?.value
            return await operation()
        }
        tail = Task { _ = await task.value }
        return await task.value
    }
}
