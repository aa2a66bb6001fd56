/// Seconds spent in each stage of a mock run, for the benchmarks and `--verbose` runs.
public struct MockTimings: Sendable, Hashable {
    public private(set) var stages: [(name: String, seconds: Double)] = []
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant

    init() { last = clock.now }

    /// Ends the stage that began at the previous mark.
    mutating func mark(_ name: String) {
        let now = clock.now
        let duration = now - last
        stages.append((name, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18))
        last = now
    }

    public var total: Double { stages.reduce(0) { $0 + $1.seconds } }

    public static func == (lhs: MockTimings, rhs: MockTimings) -> Bool {
        lhs.stages.map(\.name) == rhs.stages.map(\.name) && lhs.stages.map(\.seconds) == rhs.stages.map(\.seconds)
    }

    public func hash(into hasher: inout Hasher) {
        for stage in stages { hasher.combine(stage.name) }
    }
}
