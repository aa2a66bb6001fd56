import Foundation
import StrataCLI
import StrataIndex
import Testing

@Suite("Progress line")
struct ProgressLineTests {
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ chunk: String) { lock.withLock { text += chunk } }
        var all: String { lock.withLock { text } }
    }

    @Test func isSilentOffATerminal() {
        let output = Output()
        let line = ProgressLine(quiet: false, isTerminal: false, write: output.append)
        #expect(line.indexProgress == nil)
        line.show("indexing")
        line.finish()
        #expect(output.all.isEmpty)
    }

    @Test func isSilentWhenQuiet() {
        let output = Output()
        let line = ProgressLine(quiet: true, isTerminal: true, write: output.append)
        #expect(line.indexProgress == nil)
        line.show("indexing")
        #expect(output.all.isEmpty)
    }

    @Test func redrawsInPlaceAtMostTenTimesASecondAndErasesItself() throws {
        let output = Output()
        let line = ProgressLine(quiet: false, isTerminal: true, write: output.append)
        let report = try #require(line.indexProgress)
        report(IndexProgress(filesDone: 64, filesFound: 900, discoveryFinished: false))
        // Within 100 ms of the first draw: dropped.
        report(IndexProgress(filesDone: 128, filesFound: 1_000, discoveryFinished: true))
        #expect(output.all == "\r\u{1B}[2Kindexing 64 files (900 found so far)…")
        line.finish()
        #expect(output.all.hasSuffix("\r\u{1B}[2K"))
        line.finish()  // nothing drawn since: nothing to erase
        #expect(output.all.components(separatedBy: "\r").count == 3)
    }
}
