import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs synchronous work on a fresh thread with a large stack.
///
/// SwiftParser recurses once per nesting level of some constructs (`try try try …`, `await …`,
/// `else if` chains) with no limit of its own: about 300 bytes of stack per byte of such input, so
/// a few thousand levels overflow the 512 KiB – 8 MiB stacks of the concurrency pool and kill the
/// process. The stack is sized for the largest file that will be parsed (`stackBytes(forFileBytes:)`);
/// it is address space only — pages are touched only as deep as a file really goes.
///
/// POSIX threads rather than `Foundation.Thread`, because a `Thread` that cannot start (no memory
/// for its stack, thread limit) fails silently and its caller would wait forever. Here a failed
/// start retries with a small stack, then runs the work on the calling thread.
enum DeepStackThread {
    private static let fallbackStackBytes = 16 << 20

    /// Enough stack to parse a file of `fileBytes` however it nests: 320 bytes per byte (measured:
    /// `try` chains need 290, `else if` chains 200), at least 256 MiB, at most 2 GiB.
    static func stackBytes(forFileBytes fileBytes: Int) -> Int {
        let wanted = fileBytes.multipliedReportingOverflow(by: 320)
        return min(max(wanted.overflow ? Int.max : wanted.partialValue, 256 << 20), 2 << 30)
    }

    /// Awaits `work`'s result without blocking a concurrency-pool thread.
    static func run<Result: Sendable>(stackBytes: Int, _ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            let job: @Sendable () -> Void = { continuation.resume(returning: work()) }
            if !start(job, stackBytes: stackBytes), !start(job, stackBytes: fallbackStackBytes) { job() }
        }
    }

    /// For synchronous APIs: blocks the caller until the work is done.
    static func runAndWait<Result: Sendable>(stackBytes: Int, _ work: @escaping @Sendable () -> Result) -> Result {
        let handoff = Handoff<Result>()
        let job: @Sendable () -> Void = { handoff.put(work()) }
        if !start(job, stackBytes: stackBytes), !start(job, stackBytes: fallbackStackBytes) { job() }
        return handoff.take()
    }

    /// Starts a detached thread running `job`; false when the system refuses one.
    private static func start(_ job: @escaping @Sendable () -> Void, stackBytes: Int) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackBytes) == 0,
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
        else { return false }
        let context = Unmanaged.passRetained(Job(job)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let result = pthread_create(
            &thread, &attributes,
            { argument in
                // The argument is optional on Linux and not on Darwin; the cast reads both.
                guard let argument = argument as UnsafeMutableRawPointer? else { return nil }
                Unmanaged<Job>.fromOpaque(argument).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            return false
        }
        return true
    }

    private final class Job: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
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
