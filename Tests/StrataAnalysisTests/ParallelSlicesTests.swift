import StrataParallel
import Testing

/// The parallel helpers give what their serial definitions give, on inputs large enough to be
/// split across the cores and on small ones that are not.
@Suite("ParallelSlices")
struct ParallelSlicesTests {
    /// A repeatable mix of values with many repeats, some of them far apart.
    private static func values(_ count: Int, distinct: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return "value-\(Int(state >> 33) % distinct)"
        }
    }

    @Test(arguments: [0, 1, 7, 4_095, 4_096, 20_000])
    func firstOccurrencesKeepsTheFirstOfEachInOrder(_ count: Int) {
        let input = Self.values(count, distinct: max(1, count / 3))
        var seen = Set<String>()
        let expected = input.filter { seen.insert($0).inserted }
        #expect(ParallelSlices.firstOccurrences(input) == expected)
        #expect(ParallelSlices.firstOccurrences(input, minimumCount: 0) == expected)
    }

    @Test func firstOccurrencesOfDistinctValuesIsTheInput() {
        let input = (0..<10_000).map { "distinct-\($0)" }
        #expect(ParallelSlices.firstOccurrences(input) == input)
    }

    @Test(arguments: [0, 1, 255, 256, 513, 10_007])
    func mapCoversEveryIndexOnceInSliceOrder(_ count: Int) {
        let slices = ParallelSlices.map(count) { range in Array(range) }
        #expect(slices.flatMap { $0 } == Array(0..<count))
        #expect(slices.count == ParallelSlices.sliceCount(for: count))
    }

    @Test(arguments: [0, 1, 255, 256, 513, 10_007])
    func flatMapIsMapInOrder(_ count: Int) {
        let input = Self.values(count, distinct: 97)
        #expect(ParallelSlices.flatMap(count) { input[$0] + "!" } == input.map { $0 + "!" })
        #expect(ParallelSlices.flatMap(count, minimumSlice: 1) { [$0, $0 * 2] } == (0..<count).map { [$0, $0 * 2] })
    }
}

/// Chunks of uneven work: sizes by the number of workers, consecutive ranges, results in order.
@Suite("ParallelChunks")
struct ParallelChunksTests {
    @Test func sizeAimsAtSeveralChunksPerWorkerWithinTheBounds() {
        #expect(ParallelChunks.size(count: 1_000, workers: 2, chunksPerWorker: 4, maximumSize: 32) == 32)
        #expect(ParallelChunks.size(count: 80, workers: 2, chunksPerWorker: 4, maximumSize: 32) == 10)
        #expect(ParallelChunks.size(count: 3, workers: 2, chunksPerWorker: 4, maximumSize: 32) == 1)
        #expect(ParallelChunks.size(count: 0, workers: 0, chunksPerWorker: 4, maximumSize: 32) == 1)
    }

    @Test func rangesCoverEveryIndexOnceInOrder() {
        for count in [0, 1, 7, 80, 1_001] {
            let ranges = ParallelChunks.ranges(count: count, workers: 2, maximumSize: 32)
            #expect(ranges.flatMap(Array.init) == Array(0..<count), "count \(count)")
            #expect(ranges.allSatisfy { !$0.isEmpty && $0.count <= 32 })
        }
    }

    @Test func mapKeepsIndexOrderWhateverOrderTheTasksFinishIn() async {
        let results = await ParallelChunks.map(200) { index in
            // Later indexes finish first.
            var spin = 0
            for _ in 0..<(200 - index) * 50 { spin &+= 1 }
            return index * 2 + (spin & 0)
        }
        #expect(results == (0..<200).map { $0 * 2 })
    }
}
