import Foundation

/// How far an indexing run has got, for a progress display on long runs.
public struct IndexProgress: Sendable, Hashable {
    /// Files summarised or taken from the cache so far.
    package var filesDone: Int
    /// Swift files found so far; grows while the walk goes on.
    package var filesFound: Int
    /// Whether the walk is over, so `filesFound` is the total.
    package var discoveryFinished: Bool

    package init(filesDone: Int, filesFound: Int, discoveryFinished: Bool) {
        self.filesDone = filesDone
        self.filesFound = filesFound
        self.discoveryFinished = discoveryFinished
    }
}

/// Counts what workers and the walk report and passes it on every `stride` files, so a listener
/// is called a few hundred times on a large tree rather than once per file.
final class ProgressCounter: @unchecked Sendable {  // all state behind `lock`
    private let lock = NSLock()
    private let report: @Sendable (IndexProgress) -> Void
    private let stride: Int
    private var progress = IndexProgress(filesDone: 0, filesFound: 0, discoveryFinished: false)

    init(stride: Int = 64, report: @escaping @Sendable (IndexProgress) -> Void) {
        self.stride = stride
        self.report = report
    }

    func found(_ count: Int) {
        update { $0.filesFound += count }
    }

    func discoveryFinished() {
        update { $0.discoveryFinished = true }
        send()
    }

    func done(_ count: Int = 1) {
        let before = update { $0.filesDone += count }
        if before.filesDone / stride != (before.filesDone + count) / stride { send() }
    }

    func finish() { send() }

    @discardableResult
    private func update(_ change: (inout IndexProgress) -> Void) -> IndexProgress {
        lock.lock()
        defer { lock.unlock() }
        let before = progress
        change(&progress)
        return before
    }

    private func send() {
        lock.lock()
        let snapshot = progress
        lock.unlock()
        report(snapshot)
    }
}
