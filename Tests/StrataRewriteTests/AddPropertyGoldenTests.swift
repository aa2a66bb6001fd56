import Foundation
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// add-property on fixture projects in every preset's style and in two of no preset's, compared
/// with golden diffs (record with STRATA_RECORD_GOLDEN=1). The Catalog fixture is also compiled
/// and tested after the edit, in the end-to-end package.
@Suite("add-property: golden diffs")
struct AddPropertyGoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var entities: [String]
        var properties: [String]
        var module: String?
        var fill: String?
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "vitalarc", entities: ["Workout"], properties: ["rating:Double?", "intensity:Int=0"]),
        Case(fixture: "popcorn", entities: ["Person"], properties: ["knownFor:String?"], module: "PeopleDomain"),
        Case(fixture: "arclabs", entities: ["Restaurant"], properties: ["phoneNumber:String?"]),
        Case(fixture: "clinic", entities: ["Patient"], properties: ["bloodType:String?"]),
        Case(fixture: "contract", entities: ["Episode"], properties: ["runtimeMinutes:Int?"]),
        Case(fixture: "flat", entities: ["Order"], properties: ["giftWrapped:Bool=false"]),
        Case(fixture: "interactor", entities: ["ProductModel"], properties: ["sku:String?"]),
        Case(fixture: "Catalog", entities: ["Product"], properties: ["rating:Double?", "origin:ProductCategory?", "sku:String"], fill: "\"unknown\""),
        Case(fixture: "Popcorn", entities: ["Movie"], properties: ["runtime:Int?", "tagline:String=\"\""]),
        // A versioned SwiftData schema: the next version, a lightweight stage, the typealias moved.
        Case(fixture: "Versioned", entities: ["Note"], properties: ["pinned:Bool=false", "color:String?"]),
        // Frozen-copy schema versions: the models in an extension of the version enum, named
        // migration stages, the app naming `HabitSchemaV2.HabitRecord` directly; a migration test
        // that opens an old store keeps naming the old version.
        Case(fixture: "Frozen", entities: ["Habit"], properties: ["streakGoal:Int", "reminderTime:Date?"]),
        // Embedded entities through their own mappings: a stored sub-mapper, one to store, an
        // initializer, a method of the DTO; the DTO gets each value's DTO.
        Case(fixture: "Embedded", entities: ["Product"], properties: ["alternatePrices:[Price]?", "seller:Seller?", "dimensions:Dimensions?", "tags:[Tag]=[]"]),
    ]

    static func request(_ test: Case) throws -> AddPropertyRequest {
        AddPropertyRequest(entities: test.entities, properties: try test.properties.map { try PropertyRequest.parse($0) }, module: test.module, fill: test.fill)
    }

    @Test(arguments: cases)
    func matchesGolden(_ test: Case) async throws {
        let plan = try await RewriteFixtures.plan(try Self.request(test), in: RewriteFixtures.url(test.fixture))
        #expect(!plan.rewrites.isEmpty)
        let text = RewriteFixtures.render(plan)
        let file = RewriteFixtures.golden.appendingPathComponent("add-property-\(test.fixture).diff")
        if RewriteFixtures.recording {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "add-property on \(test.fixture) differs from \(file.lastPathComponent); re-record with STRATA_RECORD_GOLDEN=1 if intended")
    }

    @Test("running the same command again changes nothing", arguments: cases)
    func idempotent(_ test: Case) async throws {
        let root = try RewriteFixtures.copy(test.fixture)
        defer { try? FileManager.default.removeItem(at: root) }
        let request = try Self.request(test)
        let first = try await RewriteFixtures.plan(request, in: root)
        for rewrite in first.rewrites {
            try rewrite.rewritten.write(to: root.appendingPathComponent(rewrite.path), atomically: true, encoding: .utf8)
        }
        for file in first.newFiles {
            try file.contents.write(to: root.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let second = try await RewriteFixtures.plan(request, in: root)
        #expect(!second.changesFiles, "second run would change \(second.rewrites.filter { $0.original != $0.rewritten }.map(\.path))")
        #expect(!second.alreadyPresent.isEmpty)
    }
}
