import Foundation
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// An Xcode-style app (no package manifest) with the shapes met on real apps: a response that
/// builds its entities with an inferred `.init(…)` inside `map`, nested `.init(…)` arguments of
/// other types, a Realm `Object` whose properties are `@objc dynamic` with values, and a mapper
/// that delegates to `self.init()` before assigning fields one by one.
@Suite("add-property on inferred constructions and store objects")
struct InferredConstructionTests {
    static let root = RewriteFixtures.url("Keeper")

    @Test("an inferred .init(…) returning the entity gets the value; a nested .init(…) of another type does not")
    func inferredInitInMap() async throws {
        var request = AddPropertyRequest(entities: ["Shelf"], properties: [try PropertyRequest.parse("pinned:Bool")])
        request.fill = "false"
        let plan = try await RewriteFixtures.plan(request, in: Self.root)
        let response = try #require(plan.rewrites.first { $0.path == "Keeper/Data/ShelfListResponse.swift" }, "the call in `toDomain() -> [Shelf]` was missed")
        #expect(
            response.rewritten.contains(
                """
                        location: .init(latitude: $0.latitude, longitude: $0.longitude),
                        pinned: false
                """))
        #expect(!response.rewritten.contains("longitude: $0.longitude, pinned"), "`Spot`'s .init got the entity's argument")
    }

    @Test("a Realm object's new property copies `@objc dynamic` and gets a value; its mapper passes it")
    func realmObject() async throws {
        var request = AddPropertyRequest(entities: ["Shelf"], properties: [try PropertyRequest.parse("pinned:Bool")])
        request.fill = "false"
        let plan = try await RewriteFixtures.plan(request, in: Self.root)
        let stored = try #require(plan.rewrites.first { $0.path == "Keeper/Store/StoredShelf.swift" })
        #expect(stored.rewritten.contains("  @objc dynamic var pinned: Bool = false\n"))
        #expect(stored.rewritten.contains("location: Spot(latitude: latitude, longitude: longitude), pinned: pinned)"))
    }

    @Test("a mapper that calls self.init() and assigns fields by bare name gets one more assignment in that style, never an argument init() lacks")
    func delegatingInitializer() async throws {
        let request = AddPropertyRequest(entities: ["Note"], properties: [try PropertyRequest.parse("updatedAt:Date?")])
        let plan = try await RewriteFixtures.plan(request, in: Self.root)
        #expect(!plan.rewrites.contains { $0.rewritten.contains("self.init(updatedAt") })
        let mapper = try #require(plan.rewrites.first { $0.path == "Keeper/Data/NoteData.swift" }, "\(plan.unhandled)")
        #expect(
            mapper.rewritten.contains(
                """
                    createdAt = data.created
                    updatedAt = data.updatedAt
                  }
                """), "\(mapper.rewritten)")
        #expect(mapper.rewritten.contains("  let updatedAt: Date?\n"), "the source type gets the field the mapper reads")
        #expect(!plan.unhandled.contains { $0.location?.file == "Keeper/Data/NoteData.swift" }, "\(plan.unhandled)")
        // `init() {}` sets nothing; an optional `var` starts as nil there like the others.
        #expect(!plan.unhandled.contains { $0.location?.file == "Keeper/Domain/Note.swift" }, "\(plan.unhandled)")
    }

    @Test("a bare-assignment mapper whose source keeps the field as another type is named at file:line, not assigned")
    func delegatingInitializerTypeMismatch() async throws {
        let request = AddPropertyRequest(entities: ["Note"], properties: [try PropertyRequest.parse("updatedAt:Date?")])
        let plan = try await RewriteFixtures.plan(request, in: Self.root)
        #expect(!plan.rewrites.contains { $0.path == "Keeper/Data/NoteRecord.swift" })
        #expect(plan.unhandled.contains { $0.location?.file == "Keeper/Data/NoteRecord.swift" && $0.location?.line == 11 && $0.message.contains("updatedAt") }, "\(plan.unhandled)")
    }
}
