import Foundation

/// Asynchronous work cut into small chunks that whichever worker is free takes next, for stages
/// whose items differ a lot in cost (files to render, files to lint, files to parse): with a few
/// large chunks the last one would run alone while the other cores wait. `ParallelSlices` is the
/// synchronous counterpart for work of even cost, in one contiguous slice per share.
package enum ParallelChunks {
    /// Items per chunk when `count` items are shared by `workers`: about `chunksPerWorker` chunks
    /// each, never more than `maximumSize` items (a task's overhead is already negligible there) and
    /// at least one.
    package static func size(count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount, chunksPerWorker: Int = 4, maximumSize: Int) -> Int {
        min(maximumSize, max(1, count / max(1, workers * chunksPerWorker)))
    }

    /// `0..<count` as consecutive ranges of `size(…)` items (the last may be shorter), in order.
    package static func ranges(
        count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount, chunksPerWorker: Int = 4, maximumSize: Int
    ) -> [Range<Int>] {
        let size = size(count: count, workers: workers, chunksPerWorker: chunksPerWorker, maximumSize: maximumSize)
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// `body` for each of `0..<count`, each as a child task, the results in index order whatever
    /// order they finish in.
    package static func map<Result: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> Result) async -> [Result] {
        await withTaskGroup(of: (Int, Result).self) { group in
            for index in 0..<count {
                group.addTask { (index, body(index)) }
            }
            var results = [Result?](repeating: nil, count: count)
            for await (index, result) in group { results[index] = result }
            return results.map { $0! }  // every index was added, so every slot is filled
        }
    }
}
