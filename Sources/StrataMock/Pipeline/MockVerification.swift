import Foundation
import StrataGenerate
import StrataModel
import StrataWorkspace

/// Parses what a run will write (all of it on a first run, only the changes after): generated code
/// that does not parse is a Strata bug and stops the run before anything is written.
///
/// Mock files are checked in pieces that parse on their own — each mock starts a top-level
/// declaration with its `/// Test double for` line — so one large `--single-file` is checked on
/// every core rather than one.
enum MockVerification {
    static func issues(in plan: WritePlan) async -> [StrataIssue] {
        let pieces = plan.entries.filter(\.action.writes).flatMap { split($0.newContents, path: $0.path) }
        var limits = Verifier.Limits()
        // Mocks are test code: long ones are fine; only parsing is checked.
        limits.fileLines = .max
        limits.functionBodyLines = .max
        limits.typeBodyLines = .max
        let verifier = Verifier(limits: limits)
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return await withTaskGroup(of: [StrataIssue].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    stride(from: worker, to: pieces.count, by: workers).flatMap { index in
                        let piece = pieces[index]
                        return verifier.verify(piece.text, path: piece.path).map { issue in
                            var issue = issue
                            issue.location?.line += piece.firstLine - 1
                            return issue
                        }
                    }
                }
            }
            var issues: [StrataIssue] = []
            for await found in group { issues += found }
            return issues.sorted { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
        }
    }

    static let pieceBytes = 64 * 1024
    private static let marker = Array("\n/// Test double for `".utf8)

    /// The file cut before mocks once a piece holds `pieceBytes`; small files stay whole.
    static func split(_ text: String, path: String, pieceBytes: Int = pieceBytes) -> [(path: String, text: String, firstLine: Int)] {
        let bytes = Array(text.utf8)
        guard bytes.count > pieceBytes else { return [(path, text, 1)] }
        var pieces: [(path: String, text: String, firstLine: Int)] = []
        var start = 0
        var line = 1
        var linesInPiece = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if index - start >= pieceBytes, bytes[index...].starts(with: marker) {
                    pieces.append((path, String(decoding: bytes[start...index], as: UTF8.self), line))
                    line += linesInPiece + 1
                    linesInPiece = 0
                    start = index + 1
                    index += 1
                    continue
                }
                linesInPiece += 1
            }
            index += 1
        }
        if start < bytes.count { pieces.append((path, String(decoding: bytes[start...], as: UTF8.self), line)) }
        return pieces
    }
}
