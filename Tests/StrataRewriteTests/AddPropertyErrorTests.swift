import Foundation
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// Every way add-property refuses, each with a location or a hint, and nothing planned.
@Suite("add-property: refusals")
struct AddPropertyErrorTests {
    func issues(_ request: AddPropertyRequest, in fixture: String) async -> [StrataIssue] {
        do {
            _ = try await RewriteFixtures.plan(request, in: RewriteFixtures.url(fixture))
            return []
        } catch let error as StrataIssues {
            return error.issues
        } catch {
            return [StrataIssue(.error, at: nil, "\(error)")]
        }
    }

    @Test("an unknown entity gets a suggestion")
    func unknownEntity() async throws {
        let found = await issues(AddPropertyRequest(entities: ["Prodcut"], properties: [try PropertyRequest.parse("a:Int?")]), in: "Catalog")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("no struct or class `Prodcut`") == true)
        #expect(found.first?.hint?.hasPrefix("did you mean `Product` (Sources/CatalogKit/Model/Product.swift:4:1)?") == true)
    }

    @Test("a name declared in two modules needs --module, and names both")
    func ambiguousEntity() async throws {
        let found = await issues(AddPropertyRequest(entities: ["Person"], properties: [try PropertyRequest.parse("a:Int?")]), in: "popcorn")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("MoviesDomain") == true && found.first?.message.contains("PeopleDomain") == true)
        #expect(found.first?.hint?.contains("--module") == true)
        #expect(found.first?.location != nil)
    }

    @Test("a required property without a default lists every call site outside tests that needs a value")
    func requiredWithoutValue() async throws {
        let found = await issues(AddPropertyRequest(entities: ["Product"], properties: [try PropertyRequest.parse("sku:String")]), in: "Catalog")
        #expect(found.map(\.location?.description) == ["Sources/CatalogKit/UseCases/CreateProduct.swift:8:3"])
        #expect(found.first?.hint?.contains("--fill") == true)
    }

    @Test("several entities at once, each refused problem reported together")
    func severalEntities() async throws {
        let found = await issues(AddPropertyRequest(entities: ["Nope", "AlsoNope"], properties: [try PropertyRequest.parse("a:Int?")]), in: "Catalog")
        #expect(found.count == 2)
    }

    @Test("a file with syntax errors next to the edit is edited, and no new error is allowed in")
    func brokenNeighbour() async throws {
        let root = try RewriteFixtures.copy("Catalog")
        defer { try? FileManager.default.removeItem(at: root) }
        let broken = "struct Broken {\n    let a: Int = \n    func (\n"
        try broken.write(to: root.appendingPathComponent("Sources/CatalogKit/Model/Broken.swift"), atomically: true, encoding: .utf8)
        // The entity's own file already has an error: still edited, since no new error appears.
        let entity = root.appendingPathComponent("Sources/CatalogKit/Model/Product.swift")
        try (try String(contentsOf: entity, encoding: .utf8) + "\nlet dangling = \n").write(to: entity, atomically: true, encoding: .utf8)
        let plan = try await RewriteFixtures.plan(AddPropertyRequest(entities: ["Product"], properties: [try PropertyRequest.parse("rating:Double?")]), in: root)
        #expect(plan.rewrites.contains { $0.path == "Sources/CatalogKit/Model/Product.swift" && $0.rewritten.contains("public let rating: Double?") })
    }

    @Test("--skip leaves a derived type and its mappers alone, and says so")
    func skip() async throws {
        let plan = try await RewriteFixtures.plan(
            AddPropertyRequest(entities: ["Product"], properties: [try PropertyRequest.parse("badge:String?")], skip: ["ProductRow"]), in: RewriteFixtures.url("Catalog"))
        #expect(!plan.rewrites.contains { $0.path.hasSuffix("ProductRow.swift") })
        #expect(plan.rewrites.contains { $0.path.hasSuffix("ProductPayload.swift") })
        #expect(plan.alreadyPresent.contains("`ProductRow` left alone (--skip/--ignore)"))
    }

    @Test("the same property for several entities in one run")
    func manyEntities() async throws {
        let plan = try await RewriteFixtures.plan(
            AddPropertyRequest(entities: ["Product", "ProductCardModel"], properties: [try PropertyRequest.parse("badge:String?")]), in: RewriteFixtures.url("Catalog"))
        let card = try #require(plan.rewrites.first { $0.path.hasSuffix("ProductCardModel.swift") })
        #expect(card.rewritten.components(separatedBy: "public let badge: String?").count == 2, "added exactly once")
    }

    @Test("no entity at all (`strata add-property , x:Int`) is refused, not a crash")
    func noEntity() async throws {
        var request = AddPropertyRequest(entities: [], properties: [try PropertyRequest.parse("a:Int?")])
        request.newEnums = [try NewEnumType.parse("Badge=a,b")]
        let found = await issues(request, in: "Catalog")
        #expect(found.first?.message == "no entity named")
    }
}

/// Types reached through a `typealias` (as versioned SwiftData schemas do) are the same types.
@Suite("add-property: typealiases")
struct TypealiasTests {
    @Test("a mapper written against a typealias still gets the new field, and so does the aliased type")
    func throughAlias() async throws {
        let root = try RewriteFixtures.copy("Catalog")
        defer { try? FileManager.default.removeItem(at: root) }
        let row = root.appendingPathComponent("Sources/CatalogKit/Storage/ProductRow.swift")
        var text = try String(contentsOf: row, encoding: .utf8)
        text = text.replacingOccurrences(of: "extension ProductRow {", with: "typealias StoredProduct = ProductRow\n\nextension StoredProduct {")
        try text.write(to: row, atomically: true, encoding: .utf8)
        let mapper =
            "import Foundation\n\nenum StoreMapper {\n\tstatic func record(_ product: Product) -> StoredProduct {\n\t\tStoredProduct(id: product.id, title: product.title, price: product.price, category: product.category?.rawValue)\n\t}\n}\n"
        try mapper.write(to: root.appendingPathComponent("Sources/CatalogKit/Storage/StoreMapper.swift"), atomically: true, encoding: .utf8)
        let plan = try await RewriteFixtures.plan(
            AddPropertyRequest(entities: ["Product"], properties: [try PropertyRequest.parse("rating:Double?")]), in: root)
        let edited = try #require(plan.rewrites.first { $0.path.hasSuffix("StoreMapper.swift") })
        #expect(edited.rewritten.contains("category: product.category?.rawValue, rating: product.rating)"))
        #expect(plan.rewrites.contains { $0.path.hasSuffix("ProductRow.swift") && $0.rewritten.contains("\tvar rating: Double?\n") })
    }
}
