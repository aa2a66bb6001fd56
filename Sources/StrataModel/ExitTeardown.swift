import Foundation

/// Lets the `strata` executable skip releasing a command's large results (the index, the model,
/// lint's look-ups) when the command is done: the process exit reclaims them at once, while
/// releasing millions of small objects one by one is a serial tail of a tenth of a parse on a
/// large project. Clang's `-disable-free` does the same.
///
/// Off unless the executable turns it on, so library users, tests and the long-lived MCP server
/// release everything as usual.
public enum ExitTeardown {
    private static let state = KeptValues()

    /// Turned on once, by the executable, before the command runs.
    public static func skipReleasesAtExit() {
        state.enable()
    }

    /// Keeps `value` alive until the process exits when releases are skipped; otherwise does nothing.
    public static func keepUntilExit(_ value: some Sendable) {
        state.keep(value)
    }

    /// Runs `body` skipping releases as the executable does, and hands back what it kept instead of
    /// keeping it to the exit: for a harness that times many commands in one process (the
    /// benchmarks stop the clock, then release these). Not for concurrent use with other commands.
    public static func handingBackKept<Result>(_ body: () async throws -> Result) async rethrows -> (result: Result, kept: [any Sendable]) {
        let wasEnabled = state.setEnabled(true)
        defer { _ = state.setEnabled(wasEnabled) }
        let result = try await body()
        return (result, state.drain())
    }
}

/// The kept values and the switch; its own type so tests can use an instance of their own.
final class KeptValues: @unchecked Sendable {
    private let lock = NSLock()
    private var enabled = false
    private var values: [any Sendable] = []

    func enable() {
        _ = setEnabled(true)
    }

    /// Sets the switch; what it was.
    func setEnabled(_ value: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let was = enabled
        enabled = value
        return was
    }

    /// The values kept so far, no longer kept.
    func drain() -> [any Sendable] {
        lock.lock()
        defer { lock.unlock() }
        let drained = values
        values = []
        return drained
    }

    func keep(_ value: any Sendable) {
        lock.lock()
        defer { lock.unlock() }
        if enabled { values.append(value) }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return values.count
    }
}
