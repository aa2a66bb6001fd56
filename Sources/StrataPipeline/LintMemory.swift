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

    /// The same state seen under newer stamps (a replayed run): later scans trust more files without reading them.
    func refreshStates(_ states: SourceStates, rootPath: String, key: String) {
        lock.lock()
        defer { lock.unlock() }
        guard var kept = state, kept.rootPath == rootPath, kept.results.key == key, kept.results.states == states else { return }
        kept.results.states = states
        state = kept
    }
}
