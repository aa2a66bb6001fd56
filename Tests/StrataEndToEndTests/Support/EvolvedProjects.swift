import Foundation
import StrataCLI
import StrataPropagation
import StrataRewrite
import Testing

/// `strata add-property` applied to generated variants and to a hand-written project in no
/// preset's style before the end-to-end package is built: the edited code must compile with no
/// warnings and the projects' own tests (round trips through DTOs and SwiftData models, mapper
/// checks) must still pass.
extension GeneratedPackageTests {
    struct Evolution: Sendable {
        var entity: String
        var properties: [String]
        var fill: String?
        /// `strata add usecase` runs after the properties: (name, repository protocol).
        var useCases: [(name: String, repository: String)] = []
        /// `strata add entity` runs last: (name, properties), with its repository.
        var entities: [(name: String, properties: [String])] = []
        /// A property of a new value type (`--struct`), added after the others.
        var newStruct: (property: String, definition: String)?
    }

    static let movieEvolution = Evolution(entity: "Movie", properties: ["budget:Int?", "originalLanguage:String=\"en\"", "mood:ReviewTag?"])

    /// By variant label: every preset's movies (enum, optional, defaulted), and the workouts.
    static let evolutions: [String: Evolution] = [
        "vitalarc-workouts": Evolution(
            entity: "Workout", properties: ["rating:Double?", "caloriesBurned:Int=0", "intensity:WorkoutKind?"],
            useCases: [("RefreshWorkout", "WorkoutRepository"), ("SearchWorkoutsPage", "WorkoutRepository")],
            entities: [("Review", ["rating:Int", "text:String?", "kind:WorkoutKind?"])],
            // Domain struct, factory, DTO both ways, SwiftData model and mapper: the generated round
            // trips (DTO and SwiftData) then carry the value.
            newStruct: ("goal:WorkoutGoal?", "WorkoutGoal=target:Int,unit:String?,kind:WorkoutKind?")),
        "popcorn-movies": movieEvolution, "contract-movies": movieEvolution, "arclabs-movies": movieEvolution,
        "clinic-movies": movieEvolution, "vitalarc-movies": movieEvolution,
    ]

    static func evolve(_ root: URL, _ evolution: Evolution, label: String) async throws {
        let request = AddPropertyRequest(
            entities: [evolution.entity], properties: try evolution.properties.map { try PropertyRequest.parse($0) }, fill: evolution.fill)
        let first = try await EvolutionRun.addProperty(request, project: root, write: true, useCache: false)
        #expect(first.report?.updated.isEmpty == false, "add-property changed nothing in \(label)")
        #expect(first.plan.unhandled.isEmpty, "add-property left places by hand in \(label): \(first.plan.unhandled)")
        let second = try await EvolutionRun.addProperty(request, project: root, write: true, useCache: false)
        #expect(!second.plan.changesFiles, "a second add-property run changed \(label)")
        if let newStruct = evolution.newStruct {
            var valueRequest = AddPropertyRequest(entities: [evolution.entity], properties: [try PropertyRequest.parse(newStruct.property)])
            valueRequest.newStructs = [try NewStructType.parse(newStruct.definition)]
            let added = try await EvolutionRun.addProperty(valueRequest, project: root, write: true, useCache: false)
            #expect(added.report?.created.count == 6, "--struct in \(label): \(added.report?.created ?? [])")
            #expect(added.plan.unhandled.isEmpty, "--struct left places by hand in \(label): \(added.plan.unhandled)")
        }
        for useCase in evolution.useCases {
            let added = try await EvolutionRun.addUseCase(useCase.name, repository: useCase.repository, entity: nil, project: root, write: true, useCache: false)
            #expect(added.report?.created.isEmpty == false, "add usecase \(useCase.name) wrote nothing in \(label)")
            // A repository method the protocol lacked leaves a placeholder witness in the implementation, listed.
            #expect(added.plan.unhandled.allSatisfy { $0.message.contains("until its body is written") }, "add usecase left places by hand in \(label): \(added.plan.unhandled)")
        }
        for entity in evolution.entities {
            let added = try await EvolutionRun.addEntity(
                entity.name, properties: try entity.properties.map { try PropertyRequest.parse($0) }, idType: .uuid, feature: nil,
                withRepository: true, project: root, write: true, useCache: false)
            #expect(added.report?.created.count == 4, "add entity \(entity.name) in \(label): \(added.report?.created ?? [])")
        }
    }

    /// The Catalog fixture (tabs, `init(payload:)`, `var domain`, a presentation model, a use case
    /// constructing the entity) with three properties added, as two more targets.
    static func installEvolvedCatalog(in package: URL) async throws -> [String] {
        let source = fixtures.deletingLastPathComponent().appendingPathComponent("StrataRewriteTests/Fixtures/Catalog")
        let root = package.appendingPathComponent("catalog")
        try FileManager.default.copyItem(at: source, to: root)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Package.swift"))
        var request = AddPropertyRequest(
            entities: ["Product"],
            properties: try ["rating:Double?", "origin:ProductCategory?", "sku:String", "badge:ProductBadge?"].map { try PropertyRequest.parse($0) },
            fill: "\"unknown\"")
        request.newEnums = [try NewEnumType.parse("ProductBadge=fresh,sale")]
        let outcome = try await EvolutionRun.addProperty(request, project: root, write: true, useCache: false)
        #expect(outcome.report?.updated.count == 7, "Catalog: \(outcome.report?.updated ?? [])")
        #expect(outcome.report?.created == ["Sources/CatalogKit/Model/ProductBadge.swift"])
        return [
            #"        .target(name: "CatalogKit", path: "catalog/Sources/CatalogKit"),"#,
            #"        .testTarget(name: "CatalogKitTests", dependencies: ["CatalogKit"], path: "catalog/Tests/CatalogKitTests"),"#,
        ]
    }

    /// The Versioned fixture (a `VersionedSchema` with its model nested, a migration plan, a
    /// `typealias` to the current model) with two properties added: the next schema version, the
    /// lightweight stage and the moved typealias are compiled against the SwiftData stub, and a test
    /// checks the plan and the mapper.
    static func installEvolvedVersioned(in package: URL) async throws -> [String] {
        let source = fixtures.deletingLastPathComponent().appendingPathComponent("StrataRewriteTests/Fixtures/Versioned")
        let root = package.appendingPathComponent("versioned")
        try FileManager.default.copyItem(at: source, to: root)
        let request = AddPropertyRequest(entities: ["Note"], properties: try ["pinned:Bool=false", "color:String?"].map { try PropertyRequest.parse($0) })
        let outcome = try await EvolutionRun.addProperty(request, project: root, write: true, useCache: false)
        #expect(outcome.report?.created == ["Sources/Notes/Data/Schema/NotesSchemaV2.swift"], "Versioned: \(outcome.report?.created ?? [])")
        let tests = root.appendingPathComponent("Tests/NotesTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try versionedTests.write(to: tests.appendingPathComponent("VersionedSchemaTests.swift"), atomically: true, encoding: .utf8)
        return [
            #"        .target(name: "Notes", dependencies: ["SwiftData"], path: "versioned/Sources/Notes"),"#,
            #"        .testTarget(name: "NotesTests", dependencies: ["Notes", "SwiftData"], path: "versioned/Tests/NotesTests"),"#,
        ]
    }

    private static let versionedTests = """
        import Foundation
        import SwiftData
        import Testing
        @testable import Notes

        @Suite struct VersionedSchemaTests {
            @Test func theNextVersionIsPlannedWithALightweightStage() throws {
                #expect(NotesMigrationPlan.schemas.map { $0.versionIdentifier.description } == ["1.0.0", "2.0.0"])
                #expect(NotesMigrationPlan.stages.count == 1)
                guard case .lightweight(let from, let to) = try #require(NotesMigrationPlan.stages.first) else { return }
                #expect(ObjectIdentifier(from) == ObjectIdentifier(NotesSchemaV1.self))
                #expect(ObjectIdentifier(to) == ObjectIdentifier(NotesSchemaV2.self))
                #expect(NotesSchemaV2.models.count == 1)
            }

            @Test func theCurrentModelCarriesTheNewProperties() {
                let note = Note(title: "Groceries", pinned: true, color: "yellow")
                let model: NotesSchemaV2.NoteModel = NoteModelMapper().map(note)
                #expect(model.pinned && model.color == "yellow")
                #expect(NoteModelMapper().map(model) == note)
                let older = NotesSchemaV1.NoteModel(noteID: note.id, title: note.title)
                #expect(older.title == "Groceries")
            }
        }

        """

    /// The Embedded fixture (values mapped by a stored sub-mapper, an unstored one, an initializer
    /// and a DTO method) with four embedded-entity properties added; a test decodes JSON carrying
    /// them and checks what the mapper makes of it.
    static func installEvolvedEmbedded(in package: URL) async throws -> [String] {
        let source = fixtures.deletingLastPathComponent().appendingPathComponent("StrataRewriteTests/Fixtures/Embedded")
        let root = package.appendingPathComponent("embedded")
        try FileManager.default.copyItem(at: source, to: root)
        let request = AddPropertyRequest(
            entities: ["Product"],
            properties: try ["alternatePrices:[Price]?", "seller:Seller?", "dimensions:Dimensions?", "tags:[Tag]=[]"].map { try PropertyRequest.parse($0) })
        let outcome = try await EvolutionRun.addProperty(request, project: root, write: true, useCache: false)
        #expect(outcome.plan.unhandled.isEmpty, "Embedded: \(outcome.plan.unhandled)")
        // A new value type in every layer: domain struct, DTO, mapper stored in the product mapper.
        var warranty = AddPropertyRequest(entities: ["Product"], properties: [try PropertyRequest.parse("warranty:Warranty?")])
        warranty.newStructs = [try NewStructType.parse("Warranty=months:Int,provider:String?,kind:WarrantyKind?")]
        warranty.newEnums = [try NewEnumType.parse("WarrantyKind=basic,extended")]
        let added = try await EvolutionRun.addProperty(warranty, project: root, write: true, useCache: false)
        #expect(added.report?.created.count == 5 && added.plan.unhandled.isEmpty, "Embedded --struct: \(added.report?.created ?? []) \(added.plan.unhandled)")
        try embeddedTests.write(to: root.appendingPathComponent("Tests/ShopTests/EmbeddedValuesTests.swift"), atomically: true, encoding: .utf8)
        return [
            #"        .target(name: "Shop", path: "embedded/Sources/Shop"),"#,
            #"        .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "embedded/Tests/ShopTests"),"#,
        ]
    }

    private static let embeddedTests = """
        import Foundation
        import Testing
        @testable import Shop

        @Suite struct EmbeddedValuesTests {
            @Test func theNewValuesArriveThroughTheirOwnMappers() throws {
                let json = #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "name": "Lamp", "price": {"amount": 10, "currency": "EUR"}, "alternatePrices": [{"amount": 12, "currency": "USD"}], "seller": {"name": "Ada"}, "dimensions": {"width": 2, "height": 3}, "tags": [{"label": "new"}], "warranty": {"months": 24, "kind": "extended"}}"#
                let product = ProductMapper().map(try JSONDecoder().decode(ProductDTO.self, from: Data(json.utf8)))
                #expect(product.alternatePrices == [Price(amount: 12, currency: "USD")])
                #expect(product.seller == Seller(name: "Ada"))
                #expect(product.dimensions == Dimensions(width: 2, height: 3))
                #expect(product.tags == [Tag(label: "new")])
                #expect(product.warranty == Warranty(months: 24, provider: nil, kind: .extended))
            }

            @Test func olderPayloadsWithoutThemStillMap() throws {
                let json = #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "name": "Lamp", "price": {"amount": 10, "currency": "EUR"}}"#
                let product = ProductMapper().map(try JSONDecoder().decode(ProductDTO.self, from: Data(json.utf8)))
                #expect(product.alternatePrices == nil && product.seller == nil && product.dimensions == nil && product.tags.isEmpty && product.warranty == nil)
            }
        }

        """
}
