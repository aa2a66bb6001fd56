import Foundation
import StrataIndex

/// One self-rewriting status line on stderr for long runs ("indexing 1,204 of 11,787 files"),
/// shown only when stderr is a terminal and the run is not quiet: pipes and CI logs stay clean.
///
/// Redraws at most ten times a second, whatever thread reports, and erases itself at the end so
/// the results print on a clean line.
package final class ProgressLine: @unchecked Sendable {  // all state behind `lock`
    private let lock = NSLock()
    private let enabled: Bool
    private let write: @Sendable (String) -> Void
    private var lastDraw: UInt64 = 0
    private var drawn = false
    private let minimumInterval: UInt64 = 100_000_000

    /// `isTerminal` and `write` are injectable for tests; by default, stderr.
    package init(
        quiet: Bool, isTerminal: Bool = isatty(STDERR_FILENO) == 1,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        enabled = isTerminal && !quiet
        self.write = write
    }

    /// For `IndexOptions.progress`; nil when nothing would be shown, so the indexer does no work for it.
    package var indexProgress: (@Sendable (IndexProgress) -> Void)? {
        guard enabled else { return nil }
        return { @Sendable [self] progress in self.show(Self.describe(progress)) }
    }

    static func describe(_ progress: IndexProgress) -> String {
        let done = progress.filesDone.formatted()
        guard progress.discoveryFinished else { return "indexing \(done) files (\(progress.filesFound.formatted()) found so far)…" }
        let percent = progress.filesFound == 0 ? 100 : progress.filesDone * 100 / progress.filesFound
        return "indexing \(done) of \(progress.filesFound.formatted()) files (\(percent) %)"
    }

    package func show(_ text: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        defer { lock.unlock() }
        guard !drawn || now - lastDraw >= minimumInterval else { return }
        lastDraw = now
        drawn = true
        // Carriage return + erase line: the next draw replaces this one.
        write("\r\u{1B}[2K" + text)
    }

    /// Erases the line, if one was drawn.
    package func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard drawn else { return }
        write("\r\u{1B}[2K")
        drawn = false
    }
}
