import Foundation
import StrataIndex
import StrataLint

/// The last lint run's results and look-ups, kept in memory by a long-lived process (the MCP
/// server) so that after an edit that moves lines or changes bodies only, the next run reads the
/// edited files again, puts them into the look-ups it has (`LintProject.replacing(_:)`) and checks
/// them, instead of indexing, classifying and building the look-ups of the whole project.
///
/// Give the same instance to every run (`LintRun.Request.lintMemory`). It holds one root and key
/// (configuration, request) at a time; a run under another one starts from the disk and replaces it.
public final class LintMemory: @unchecked Sendable {
    struct State {
        var rootPath: String
        var results: LintResultCache
        var project: LintProject
    }

    private let lock = NSLock()
    private var state: State?
    /// Results waiting to be written, the newest only, and the queue that writes them one at a time.
    private var unwritten: (results: LintResultCache, directory: String)?
    private let writer = DispatchQueue(label: "strata.lint-memory.writer", qos: .utility)

    public init() {}

    func state(rootPath: String, key: String) -> State? {
        lock.lock()
        defer { lock.unlock() }
        guard let state, state.rootPath == rootPath, state.results.key == key else { return nil }
        return state
    }

    func remember(_ state: State?) {
        lock.lock()
        defer { lock.unlock() }
        self.state = state
    }

    /// Writes `results` to the results file in `directory` after the call returns: the next call reads
    /// the memory, not the file, so the caller need not wait for it. Writes happen one at a time, the
    /// newest results last; results superseded before their turn are never written.
    func save(_ results: LintResultCache, to directory: String) {
        lock.lock()
        let idle = unwritten == nil
        unwritten = (results, directory)
        lock.unlock()
        guard idle else { return }  // the write already queued takes the newest
        writer.async { [self] in
            lock.lock()
            let next = unwritten
            unwritten = nil
            lock.unlock()
            // A project removed meanwhile is not made again by the write.
            guard let next, FileManager.default.fileExists(atPath: Self.projectRoot(of: next.directory)) else { return }
            next.results.save(to: next.directory)
        }
    }

    /// The project folder of a cache folder (`<root>/.strata/cache`).
    private static func projectRoot(of directory: String) -> String {
        URL(fileURLWithPath: directory).deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Waits for the writes queued so far (tests, and a process about to exit).
    public func finishWriting() {
        writer.sync {}
    }

    /// The same state seen under newer stamps (a replayed run): later scans trust more files without reading them.
    func refreshStates(_ states: SourceStates, rootPath: String, key: String) {
        lock.lock()
        defer { lock.unlock() }
        guard var kept = state, kept.rootPath == rootPath, kept.results.key == key, kept.results.states == states else { return }
        kept.results.states = states
        state = kept
    }
}
