import Foundation
import StrataBenchSupport

/// Runs every workload once per round, in turn, so a burst of load from other processes hits them
/// alike; prints medians, p90, CPU time and the ratios to the first workload (the baseline).
///
/// The ratio within each round (both measured seconds apart) is steadier than the ratio of medians
/// when the machine's load changes during the run, so both are printed.
struct InterleavedRounds {
    /// A workload returns what it made; it is released after the clock stops (see `KeptResults`).
    typealias Workload = (name: String, run: () async throws -> any Sendable)

    let workloads: [Workload]

    func run(rounds: Int) async throws {
        var wall = Array(repeating: [Double](), count: workloads.count)
        var cpu = Array(repeating: [Double](), count: workloads.count)
        let loadBefore = Self.loadAverage()
        for round in 0...rounds {  // round 0 is the warm-up
            for (index, workload) in workloads.enumerated() {
                let cpuStart = ProcessCPU.seconds()
                let start = ContinuousClock.now
                var made: (any Sendable)? = try await workload.run()
                let elapsed = seconds(ContinuousClock.now - start) * 1_000
                let used = (ProcessCPU.seconds() - cpuStart) * 1_000
                made = nil  // released untimed, as the CLI leaves it to the process exit
                _ = made
                if round > 0 {
                    wall[index].append(elapsed)
                    cpu[index].append(used)
                }
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let baseline = median(wall[0])
        let baselineCPU = median(cpu[0])
        print("| workload | median ms | p90 ms | median ÷ \(workloads[0].name) | median of per-round ratios | CPU ms (median) | CPU ÷ baseline CPU |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for (index, workload) in workloads.enumerated() {
            let ratios = zip(wall[index], wall[0]).map { $0 / $1 }
            print(
                "| \(workload.name) | \(Int(median(wall[index]).rounded())) | \(Int(percentile(wall[index].sorted(), 90).rounded())) "
                    + "| \(String(format: "%.2f", median(wall[index]) / baseline))× | \(String(format: "%.2f", median(ratios)))× "
                    + "| \(Int(median(cpu[index]).rounded())) | \(String(format: "%.2f", median(cpu[index]) / baselineCPU))× |")
        }
        print("(\(rounds) rounds after 1 warm-up; 1-minute load average \(loadBefore) before, \(Self.loadAverage()) after)")
    }

    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "n/a"
    }
}
