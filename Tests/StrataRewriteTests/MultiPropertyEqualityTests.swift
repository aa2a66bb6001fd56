import Foundation
import StrataModel
import StrataWorkspace
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// One `add-property` with several properties must leave the project exactly as the same
/// properties added one run at a time, in the same order: same files, byte for byte. Fixtures
/// with DTOs and CodingKeys, SwiftData models (plain and in a versioned schema), mappers both
/// ways, mock factories, tests that construct and compare the entity, and required properties
/// whose call sites need values. A versioned SwiftData schema is the exception by design: one
/// request makes one new schema version, one run per property a version each (its golden covers it).
@Suite("add-property: several properties at once equal one run each")
struct MultiPropertyEqualityTests {
    typealias Case = AddPropertyGoldenTests.Case

    static let cases: [Case] = [
        Case(fixture: "vitalarc", entities: ["Workout"], properties: ["rating:Double?", "intensity:Int=0", "notes:String?", "laps:Int"], fill: "0"),
        Case(fixture: "popcorn", entities: ["Person"], properties: ["knownFor:String?", "alias:String=\"\"", "age:Int?"], module: "PeopleDomain"),
        Case(fixture: "arclabs", entities: ["Restaurant"], properties: ["phoneNumber:String?", "seats:Int=0", "open:Bool"], fill: "false"),
        Case(fixture: "clinic", entities: ["Patient"], properties: ["bloodType:String?", "heightCm:Int=0", "allergies:[String]=[]"]),
        Case(fixture: "contract", entities: ["Episode"], properties: ["runtimeMinutes:Int?", "rating:Double=0", "aired:Bool"], fill: "false"),
        Case(fixture: "flat", entities: ["Order"], properties: ["giftWrapped:Bool=false", "note:String?", "priority:Int"], fill: "0"),
        Case(fixture: "interactor", entities: ["ProductModel"], properties: ["sku:String?", "stock:Int=0"]),
        Case(fixture: "Catalog", entities: ["Product"], properties: ["rating:Double?", "origin:ProductCategory?", "sku:String", "weight:Double=0"], fill: "\"unknown\""),
        Case(fixture: "Popcorn", entities: ["Movie"], properties: ["runtime:Int?", "tagline:String=\"\"", "budget:Int", "adult:Bool=false"], fill: "0"),
        Case(fixture: "Embedded", entities: ["Product"], properties: ["alternatePrices:[Price]?", "seller:Seller?", "dimensions:Dimensions?", "tags:[Tag]=[]"]),
        Case(fixture: "Reels", entities: ["Film"], properties: ["runtime:Int?", "tagline:String=\"\"", "votes:Int=0"], module: "FilmsDomain"),
    ]

    @Test(arguments: cases)
    func sameFilesAsOneRunPerProperty(_ test: Case) async throws {
        let together = try RewriteFixtures.copy(test.fixture)
        let oneByOne = try RewriteFixtures.copy(test.fixture)
        defer {
            try? FileManager.default.removeItem(at: together)
            try? FileManager.default.removeItem(at: oneByOne)
        }
        let plan = try await RewriteFixtures.plan(try AddPropertyGoldenTests.request(test), in: together)
        #expect(plan.changesFiles)
        try Self.write(plan, in: together)
        for property in test.properties {
            var single = test
            single.properties = [property]
            try Self.write(try await RewriteFixtures.plan(try AddPropertyGoldenTests.request(single), in: oneByOne), in: oneByOne)
        }
        let expected = try Self.files(in: oneByOne)
        let actual = try Self.files(in: together)
        #expect(actual.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected.sorted(by: { $0.key < $1.key }) {
            let text = String(decoding: bytes, as: UTF8.self), other = actual[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
            #expect(actual[path] == bytes, "\(path) differs:\n\(UnifiedDiff.render(old: text, new: other, path: path))")
        }
    }

    static func write(_ plan: EvolutionPlan, in root: URL) throws {
        for rewrite in plan.rewrites where rewrite.original != rewrite.rewritten {
            try rewrite.rewritten.write(to: root.appendingPathComponent(rewrite.path), atomically: true, encoding: .utf8)
        }
        for file in plan.newFiles {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// Every file under `root` by relative path, with its bytes (a fixture may hold binary files).
    static func files(in root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = root.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return files }
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = url.standardizedFileURL.path
            files[path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path] = try Data(contentsOf: url)
        }
        return files
    }
}
