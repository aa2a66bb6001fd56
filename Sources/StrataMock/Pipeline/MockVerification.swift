import Foundation
import StrataGenerate
import StrataIndex
import StrataModel
import StrataParallel
import StrataWorkspace

/// Parses what a run will write (all of it on a first run, only the changes after): generated code
/// that does not parse is a Strata bug and stops the run before anything is written.
///
/// Mock files are checked in pieces that parse on their own — each mock starts a top-level
/// declaration with its `/// Test double for` line — so one large `--single-file` is checked on
/// every core rather than one.
enum MockVerification {
    /// A piece of a file: its text is made only when a worker checks it, so a large file is never
    /// held twice.
    struct Piece: Sendable {
        var path: String
        var file: String
        var bytes: Range<Int>
        var firstLine: Int

        /// `stableChecksum` of the piece's bytes.
        var checksum: UInt64 {
            file.utf8.withContiguousStorageIfAvailable { stableChecksum(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[bytes]))) } ?? stableDigest(text)
        }

        var text: String {
            let utf8 = file.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
            return String(Substring(utf8[start..<utf8.index(start, offsetBy: bytes.count)]))
        }
    }

    static func issues(in plan: WritePlan) async -> [StrataIssue] {
        await verify(plan, known: nil).issues
    }

    /// `issues(in:)`, leaving out the mocks whose checksum is in `known` (mocks that parsed in an
    /// earlier run of this executable): an edit re-parses only the mocks it changed. `verified`
    /// then holds the checksum of every written mock (and file head) that parses, known or checked now.
    ///
    /// Why a mock that parsed once needs no second parse: the parser is the same (the cache is the
    /// executable's), and pieces cut where a mock starts are top-level declarations, so the file
    /// parses when its pieces do, whichever way they are grouped. The mocks still to check are
    /// grouped back into runs of `pieceBytes`, so a first run parses as few pieces as a cold one.
    static func verify(_ plan: WritePlan, known: Set<UInt64>?) async -> (issues: [StrataIssue], verified: Set<UInt64>) {
        let written = plan.entries.filter(\.action.writes)
        guard let known else { return (await issues(in: written.flatMap { split($0.newContents, path: $0.path) }), []) }
        var checksums: [UInt64] = []
        var pieces: [Piece] = []
        for entry in written {
            var run: Piece?
            for mock in split(entry.newContents, path: entry.path, pieceBytes: 1) {
                let checksum = mock.checksum
                checksums.append(checksum)
                if known.contains(checksum) {
                    if let done = run { pieces.append(done) }
                    run = nil
                } else if var grown = run, grown.bytes.upperBound == mock.bytes.lowerBound, grown.bytes.count < pieceBytes {
                    grown.bytes = grown.bytes.lowerBound..<mock.bytes.upperBound
                    run = grown
                } else {
                    if let done = run { pieces.append(done) }
                    run = mock
                }
            }
            if let done = run { pieces.append(done) }
        }
        let found = await issues(in: pieces)
        guard !found.contains(where: { $0.severity == .error }) else { return (found, []) }
        return (found, Set(checksums))
    }

    /// Parses each piece (on every core); issues located in their files.
    private static func issues(in pieces: [Piece]) async -> [StrataIssue] {
        var limits = Verifier.Limits()
        // Mocks are test code: long ones are fine; only parsing is checked.
        limits.fileLines = .max
        limits.functionBodyLines = .max
        limits.typeBodyLines = .max
        let verifier = Verifier(limits: limits)
        // Pieces are at most `pieceBytes`, so even slices of them keep every core busy.
        let found = ParallelSlices.flatMap(pieces.count, minimumSlice: 1) { index in
            let piece = pieces[index]
            return verifier.verify(piece.text, path: piece.path).map { issue in
                var issue = issue
                issue.location?.line += piece.firstLine - 1
                return issue
            }
        }
        return found.joined().sorted { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
    }

    static let pieceBytes = 64 * 1024
    private static let marker = Array("\n/// Test double for `".utf8)

    /// The file cut before mocks once a piece holds `pieceBytes`; small files stay whole.
    static func split(_ text: String, path: String, pieceBytes: Int = pieceBytes) -> [Piece] {
        let count = text.utf8.count
        guard count > pieceBytes else { return [Piece(path: path, file: text, bytes: 0..<count, firstLine: 1)] }
        let cuts: [(offset: Int, line: Int)] =
            text.utf8.withContiguousStorageIfAvailable { cutPoints(in: $0, pieceBytes: pieceBytes) }
            ?? Array(text.utf8).withUnsafeBufferPointer { cutPoints(in: $0, pieceBytes: pieceBytes) }
        var pieces: [Piece] = []
        var start = (offset: 0, line: 1)
        for cut in cuts + [(count, 0)] where cut.offset > start.offset {
            pieces.append(Piece(path: path, file: text, bytes: start.offset..<cut.offset, firstLine: start.line))
            start = cut
        }
        return pieces
    }

    /// Offsets (and lines) where a mock starts after at least `pieceBytes` since the last cut.
    private static func cutPoints(in bytes: UnsafeBufferPointer<UInt8>, pieceBytes: Int) -> [(offset: Int, line: Int)] {
        var cuts: [(offset: Int, line: Int)] = []
        var last = 0
        var line = 1
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            guard index - last >= pieceBytes, index + marker.count <= bytes.count else { continue }
            if UnsafeBufferPointer(rebasing: bytes[index..<(index + marker.count)]).elementsEqual(marker) {
                cuts.append((index + 1, line))
                last = index + 1
            }
        }
        return cuts
    }
}
