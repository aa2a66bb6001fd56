import Foundation

/// A task executor with one dedicated thread per core, for running Strata's async pipeline inside
/// ordo-one/benchmark.
///
/// Why: the benchmark runner is itself async and waits for an async benchmark by blocking its own
/// thread on a semaphore. On Linux that thread belongs to the same fixed-width pool (one thread per
/// core) that runs Swift's global executor and GCD's default-priority work, so on a 2-core machine
/// Strata's task group is left a single thread, and `Generate/*` would time a serial run that no
/// `strata` invocation makes. Child tasks inherit a task executor preference (SE-0417), so running
/// the workload under `BenchExecutor.run` gives Strata's task group every core again, on threads no
/// one else blocks. `Harness/parallelism-check/*` shows the difference in every run.
public final class BenchExecutor: TaskExecutor, @unchecked Sendable {
    public static let shared = BenchExecutor(threads: ProcessInfo.processInfo.activeProcessorCount)

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var head = 0

    init(threads: Int) {
        for index in 0..<max(1, threads) {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "strata-bench.executor.\(index)"
            thread.start()
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while head == jobs.count { condition.wait() }
            let job = jobs[head]
            head += 1
            if head > 1_024, head * 2 > jobs.count {
                jobs.removeFirst(head)
                head = 0
            }
            condition.unlock()
            job.runSynchronously(on: executor)
        }
    }

    /// Runs `body` with this executor preferred by it and every child task it creates.
    public static func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        try await withTaskExecutorPreference(shared) { try await body() }
    }

    /// How long two child tasks that each spin for `milliseconds` take together: about `milliseconds`
    /// when they run at once, twice that when they are serialised.
    public static func twoSpinningTasks(milliseconds: Int) async -> Duration {
        let start = ContinuousClock.now
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    let end = ContinuousClock.now + .milliseconds(milliseconds)
                    var spins = 0
                    while ContinuousClock.now < end { spins &+= 1 }
                    precondition(spins >= 0)
                }
            }
        }
        return ContinuousClock.now - start
    }
}
