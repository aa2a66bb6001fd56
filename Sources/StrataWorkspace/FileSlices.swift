import Foundation
import StrataParallel

/// Per-file work over contiguous slices of a path-sorted list, one slice per core
/// (`ParallelSlices`, with the workspace's sizes).
///
/// Checking and writing 20,000 files is one or a few system calls per file, each short: spread
/// over the cores they take about half the time. Contiguous slices of a path-sorted list keep
/// each folder on (almost always) one thread, so threads seldom contend for a folder's lock in
/// the kernel. Below a few dozen files per slice, threads cost more than they save.
///
/// The workspace's API is synchronous, so this blocks its caller like the system calls it
/// replaces (`DispatchQueue.concurrentPerform`, on the system's worker threads).
enum FileSlices {
    /// Fewer items than this per slice are not worth a thread.
    static let minimumSliceSize = 64

    /// `body` on each slice, in parallel; the results in slice order. `body` receives the slice's
    /// number (0 first) and its range of `count`.
    static func map<Result>(count: Int, _ body: @Sendable (_ slice: Int, _ range: Range<Int>) -> Result) -> [Result] {
        ParallelSlices.map(count: count, slicesPerCore: 1, minimumSlice: minimumSliceSize, body)
    }

    static func sliceCount(for count: Int) -> Int {
        ParallelSlices.sliceCount(for: count, slicesPerCore: 1, minimumSlice: minimumSliceSize)
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
