import Foundation
import Testing

@testable import StrataIndex

@Suite("Indexing progress")
struct ProgressTests {
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var reports: [IndexProgress] = []
        func record(_ progress: IndexProgress) { lock.withLock { reports.append(progress) } }
        var all: [IndexProgress] { lock.withLock { reports } }
    }

    static func project(files: Int) throws -> TemporaryProject {
        var contents: [String: String] = [:]
        for index in 0..<files { contents["Sources/Feature\(index % 7)/Type\(index).swift"] = "struct Type\(index) { let id: Int }\n" }
        return try TemporaryProject(contents)
    }

    @Test func reportsEveryFileAndEndsComplete() async throws {
        let project = try Self.project(files: 300)
        let recorder = Recorder()
        var options = IndexOptions(cacheDirectory: nil)
        options.progress = { recorder.record($0) }
        let index = try await Indexer(options: options).index(root: project.url)
        let reports = recorder.all
        let last = try #require(reports.last)
        #expect(last == IndexProgress(filesDone: 300, filesFound: 300, discoveryFinished: true))
        #expect(index.files.count == 300)
        // Several intermediate reports, not one per file.
        #expect(reports.count > 2 && reports.count < 300)
        #expect(reports.allSatisfy { $0.filesDone <= 300 && $0.filesFound <= 300 })
    }

    @Test func aWarmRunReportsTheFilesTakenFromTheCache() async throws {
        let project = try Self.project(files: 100)
        let options = IndexOptions(cacheDirectory: project.url.appendingPathComponent(".strata/cache"))
        _ = try await Indexer(options: options).index(root: project.url)
        let recorder = Recorder()
        var warm = options
        warm.progress = { recorder.record($0) }
        _ = try await Indexer(options: warm).index(root: project.url)
        #expect(recorder.all.last == IndexProgress(filesDone: 100, filesFound: 100, discoveryFinished: true))
    }
}
