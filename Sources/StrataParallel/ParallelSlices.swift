import Dispatch
import Foundation

/// Synchronous work spread over the cores: an index range cut into contiguous slices, or two
/// independent jobs at once. Shared by the stages after indexing (classification, reports, lint's
/// look-ups) and the workspace's per-file checks and writes, whose APIs are synchronous.
///
/// Slices are contiguous so each core reads its own part of the arrays (and, for files in path
/// order, its own folders); small inputs (tests, small projects) run on the calling thread.
package enum ParallelSlices {
    /// How many slices `map` cuts `count` items into: at most `slicesPerCore` per core, at least
    /// `minimumSlice` items each, and one when that leaves nothing to share.
    package static func sliceCount(for count: Int, slicesPerCore: Int = 4, minimumSlice: Int = 256) -> Int {
        max(1, min(ProcessInfo.processInfo.activeProcessorCount * slicesPerCore, count / max(1, minimumSlice)))
    }

    /// `body` for each slice of `0..<count`, the results in slice order. Several slices per core by
    /// default, so a core that other processes hold back leaves its share to the others.
    package static func map<Result>(_ count: Int, minimumSlice: Int = 256, _ body: (Range<Int>) -> Result) -> [Result] {
        map(count: count, minimumSlice: minimumSlice) { _, range in body(range) }
    }

    /// `body` for each slice of `0..<count` with the slice's number (0 first), the results in slice order.
    package static func map<Result>(
        count: Int, slicesPerCore: Int = 4, minimumSlice: Int = 256, _ body: (_ slice: Int, _ range: Range<Int>) -> Result
    ) -> [Result] {
        let slices = sliceCount(for: count, slicesPerCore: slicesPerCore, minimumSlice: minimumSlice)
        guard slices > 1 else { return [body(0, 0..<count)] }
        var results = [Result?](repeating: nil, count: slices)
        results.withUnsafeMutableBufferPointer { buffer in
            let output = UncheckedBuffer(buffer)
            withoutActuallyEscaping(body) { body in
                let work = UncheckedClosure(body)
                DispatchQueue.concurrentPerform(iterations: slices) { slice in
                    // Each slice writes only its own element.
                    output.buffer[slice] = work.body(slice, count * slice / slices..<count * (slice + 1) / slices)
                }
            }
        }
        return results.map { $0! }
    }

    /// `body` for every element of `0..<count`, in order, spread over the cores.
    ///
    /// Each slice writes its elements straight into the result: joining per-slice arrays copied every
    /// element once more (a retain and a release for each string and array it holds), on one core.
    package static func flatMap<Element>(_ count: Int, minimumSlice: Int = 256, _ body: (Int) -> Element) -> [Element] {
        let slices = sliceCount(for: count, minimumSlice: minimumSlice)
        guard slices > 1 else { return (0..<count).map(body) }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let output = UncheckedBuffer(buffer)
            withoutActuallyEscaping(body) { body in
                let work = UncheckedElement(body)
                DispatchQueue.concurrentPerform(iterations: slices) { slice in
                    // Each slice initialises only its own range of the buffer.
                    for index in count * slice / slices..<count * (slice + 1) / slices {
                        (output.buffer.baseAddress! + index).initialize(to: work.body(index))
                    }
                }
            }
            initialized = count
        }
    }

    /// `elements` without repeats, each kept where it first occurs. The values seen are split by hash
    /// between the cores (equal values hash alike, so each core sees every copy of its values).
    package static func firstOccurrences<Element: Hashable & Sendable>(_ elements: [Element], minimumCount: Int = 4096) -> [Element] {
        let shards = ProcessInfo.processInfo.activeProcessorCount
        guard shards > 1, elements.count >= minimumCount else {
            var seen = Set<Element>()
            return elements.filter { seen.insert($0).inserted }
        }
        let hashes = flatMap(elements.count, minimumSlice: 1024) { UInt(bitPattern: elements[$0].hashValue) % UInt(shards) }
        var keep = [Bool](repeating: false, count: elements.count)
        keep.withUnsafeMutableBufferPointer { buffer in
            let output = UncheckedBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: shards) { shard in
                var seen = Set<Element>()
                for index in elements.indices where hashes[index] == UInt(shard) {
                    output.buffer[index] = seen.insert(elements[index]).inserted  // each index written by one shard
                }
            }
        }
        var kept: [Element] = []
        kept.reserveCapacity(elements.count)
        for index in elements.indices where keep[index] { kept.append(elements[index]) }
        return kept
    }

    /// Two independent jobs at once.
    package static func both<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return (first(), second()) }
        var one: First?
        var two: Second?
        withUnsafeMutablePointer(to: &one) { onePointer in
            withUnsafeMutablePointer(to: &two) { twoPointer in
                withoutActuallyEscaping(first) { first in
                    withoutActuallyEscaping(second) { second in
                        let jobs = UncheckedPair(first: first, second: second)
                        let results = UncheckedResults(one: onePointer, two: twoPointer)
                        DispatchQueue.concurrentPerform(iterations: 2) { job in
                            if job == 0 { results.one.pointee = jobs.first() } else { results.two.pointee = jobs.second() }
                        }
                    }
                }
            }
        }
        return (one!, two!)
    }
}

// The wrappers below carry non-Sendable values into `concurrentPerform`, which runs its iterations
// before it returns; each iteration writes to a place no other iteration touches.

private struct UncheckedBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}

private struct UncheckedClosure<Result>: @unchecked Sendable {
    let body: (Int, Range<Int>) -> Result
    init(_ body: @escaping (Int, Range<Int>) -> Result) { self.body = body }
}

private struct UncheckedElement<Element>: @unchecked Sendable {
    let body: (Int) -> Element
    init(_ body: @escaping (Int) -> Element) { self.body = body }
}

private struct UncheckedPair<First, Second>: @unchecked Sendable {
    let first: () -> First
    let second: () -> Second
}

private struct UncheckedResults<First, Second>: @unchecked Sendable {
    let one: UnsafeMutablePointer<First?>
    let two: UnsafeMutablePointer<Second?>
    init(one: UnsafeMutablePointer<First?>, two: UnsafeMutablePointer<Second?>) {
        self.one = one
        self.two = two
    }
}
