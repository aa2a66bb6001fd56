import Foundation

/// Runs synchronous work on a fresh thread with a large stack and awaits its result.
///
/// SwiftParser recurses once per nesting level of some constructs (`try try try …`,
/// `await await …`) with no limit of its own; a few thousand levels of adversarial input
/// overflow the 512 KiB – 8 MiB stacks of the concurrency pool and kill the process. A 256 MiB
/// stack (address space only; pages are touched only as deep as a file really goes) moves that
/// limit beyond anything a file under `maxFileBytes` produces in practice.
enum DeepStackThread {
    static let stackBytes = 256 << 20

    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.stackSize = stackBytes
            thread.start()
        }
    }
}

extension DeepStackThread {
    /// Synchronous variant for synchronous APIs: blocks the caller until the thread is done.
    static func runAndWait<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let handoff = Handoff<Result>()
        let thread = Thread {
            handoff.put(work())
        }
        thread.stackSize = stackBytes
        thread.start()
        return handoff.take()
    }

    /// One value passed from the worker thread to the waiting caller.
    private final class Handoff<Value: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var value: Value?  // guarded by `condition`

        func put(_ newValue: Value) {
            condition.lock()
            value = newValue
            condition.signal()
            condition.unlock()
        }

        func take() -> Value {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let value { return value }
                condition.wait()
            }
        }
    }
}
