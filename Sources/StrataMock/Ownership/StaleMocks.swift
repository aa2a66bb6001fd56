import Foundation
import StrataWorkspace

/// Mock files `strata mock` wrote earlier whose protocols are all gone from the project (deleted or
/// renamed). Only files the manifest records are considered, and the workspace deletes them only
/// when nobody edited them since.
///
/// A protocol that still exists but is no longer selected keeps its mock: a narrower `--name` must
/// not delete the others.
enum StaleMocks {
    /// - Parameters:
    ///   - recorded: the manifest's paths.
    ///   - planned: the paths this run writes (never stale).
    ///   - existing: names of every protocol in the project, qualified (`Outer.Inner`) or not.
    static func paths(recorded: some Sequence<String>, planned: Set<String>, existing: Set<String>, project: URL) -> [String] {
        recorded.filter { path in
            guard path.hasSuffix(".swift"), !planned.contains(path), isPlainRelative(path) else { return false }
            guard let text = try? String(contentsOf: project.appendingPathComponent(path), encoding: .utf8) else { return false }
            let mocked = MockMarker.protocols(in: text)
            return !mocked.isEmpty
                && mocked.allSatisfy { name in
                    !existing.contains(name) && !existing.contains(String(name.split(separator: ".").last ?? ""))
                }
        }.sorted()
    }

    /// A damaged manifest must not make the run read outside the project; the workspace checks again.
    private static func isPlainRelative(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }
}
