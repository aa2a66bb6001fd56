import Foundation

/// Runs per-file work over contiguous slices of a list, one slice per core.
///
/// Checking and writing 20,000 files is one or a few system calls per file, each short: spread
/// over the cores they take about half the time. Contiguous slices of a path-sorted list keep
/// each folder on (almost always) one thread, so threads seldom contend for a folder's lock in
/// the kernel. Small lists stay on the calling thread: below a few dozen files threads cost more
/// than they save.
///
/// The workspace's API is synchronous, so this blocks its caller like the system calls it
/// replaces (`DispatchQueue.concurrentPerform`, on the system's worker threads).
enum ParallelSlices {
    /// Fewer items than this per slice are not worth a thread.
    static let minimumSliceSize = 64

    /// `body` on each slice, in parallel; the results in slice order. `body` receives the slice's
    /// number (0 first) and its range of `count`.
    static func map<Result>(count: Int, _ body: @Sendable (_ slice: Int, _ range: Range<Int>) -> Result) -> [Result] {
        let slices = sliceCount(for: count)
        guard slices > 1 else { return [body(0, 0..<count)] }
        let results = Results<Result>(count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let lower = count * slice / slices, upper = count * (slice + 1) / slices
            results.set(slice, body(slice, lower..<upper))
        }
        return results.values
    }

    static func sliceCount(for count: Int) -> Int {
        max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / minimumSliceSize))
    }

    /// Where the slices leave their results; each slice writes only its own index.
    private final class Results<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Result?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Result) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = value
        }

        var values: [Result] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}

/// Remembers the lowest slice that failed, so later slices stop early instead of doing work that
/// will be thrown away (or undone). Earlier slices carry on: an error they meet comes first in path
/// order, and reporting the first error keeps the outcome the same as one pass over the list.
final class SliceFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var lowest: Int?

    func failed(_ slice: Int) {
        lock.lock()
        defer { lock.unlock() }
        lowest = min(lowest ?? slice, slice)
    }

    /// Whether an earlier slice has failed.
    func shouldStop(_ slice: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return lowest.map { $0 < slice } ?? false
    }
}
