import Foundation
import StrataIndex
import Testing

@testable import StrataAnalysis

@Suite("Report cache")
struct ReportCacheTests {
    static func project(name: String = "Workout") -> SourceIndex {
        Facts.index(
            Facts.file("Sources/Domain/Entities/\(name).swift", Facts.type(.struct, name, inherits: ["Identifiable"], members: [Facts.property("id", "UUID")])),
            Facts.file("Sources/Domain/Repositories/\(name)Repository.swift", Facts.type(.protocol, "\(name)Repository", members: [Facts.method("fetch", returns: "[\(name)]")]))
        )
    }

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("strata-report-cache-\(UUID().uuidString)")
    }

    @Test func anUnchangedIndexReusesTheReportAndAChangedOneDoesNot() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ReportCache(directory: folder.path)
        let first = try ReportText.make(index: Self.project(), classifier: Classifier(), settings: [], format: .markdown, cache: cache)
        #expect(!first.fromCache && first.model != nil)
        let second = try ReportText.make(index: Self.project(), classifier: Classifier(), settings: [], format: .markdown, cache: cache)
        #expect(second.fromCache && second.model == nil)
        #expect(second.text == first.text)

        var changed = Self.project()
        changed.files[0].contentHash = "0000000000000000"
        #expect(try !ReportText.make(index: changed, classifier: Classifier(), settings: [], format: .markdown, cache: cache).fromCache)
    }

    @Test func settingsFormatsAndModelNeedsEachMissTheCache() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ReportCache(directory: folder.path)
        let index = Self.project()
        _ = try ReportText.make(index: index, classifier: Classifier(), settings: [], format: .markdown, cache: cache)
        #expect(try !ReportText.make(index: index, classifier: Classifier(), settings: ["domain=Core/**"], format: .markdown, cache: cache).fromCache)
        #expect(try !ReportText.make(index: index, classifier: Classifier(), settings: [], format: .json, cache: cache).fromCache)
        #expect(try !ReportText.make(index: index, classifier: Classifier(), settings: [], format: .json, cache: cache, needsModel: true).fromCache)
        #expect(try ReportText.make(index: index, classifier: Classifier(), settings: [], format: .json, cache: cache).fromCache)
    }

    @Test func aCorruptOrForeignCacheFileIsIgnored() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: folder.appendingPathComponent("report-markdown.cache"))
        let result = try ReportText.make(index: Self.project(), classifier: Classifier(), settings: [], format: .markdown, cache: ReportCache(directory: folder.path))
        #expect(!result.fromCache)
        #expect(result.text.contains("# Architecture analysis"))
    }

    @Test func typeNamesAreReadTheSameFromASCIIAndUnicodeText() {
        #expect(TypeNameReader.names(in: "[String: [Workout]]?") == ["String", "Workout"])
        #expect(TypeNameReader.names(in: "Result<Café, Error>") == ["Result", "Café", "Error"])
        #expect(TypeNameReader.names(in: "any Repository_2 & Sendable") == ["Repository_2", "Sendable"])
    }
}
