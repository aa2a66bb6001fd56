import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// `strata sync`: drift between an entity and its derived layers, found and filled.
@Suite("sync: propagation drift")
struct SyncTests {
    func sync(_ root: URL, entities: [String] = [], ignore: Set<String> = []) async throws -> EvolutionPlan {
        var options = IndexOptions()
        options.cacheDirectory = nil
        let index = try await Indexer(options: options).index(root: root)
        return try SyncPlanner(index: index, model: Classifier().classify(index), root: root).plan(entities: entities, module: nil, skip: [], ignore: ignore)
    }

    @Test("the popcorn fixture's forgotten update-in-place field is the only drift")
    func popcornDrift() async throws {
        let plan = try await sync(RewriteFixtures.url("popcorn"))
        #expect(
            plan.changes.map { "\($0.path):\($0.line) \($0.summary)" } == [
                "Contexts/PopcornMovies/Sources/MoviesInfrastructure/DataSources/Local/Mappers/MovieMapper.swift:52 `MovieMapper.map`: `entity.tagline = domain.tagline`"
            ])
    }

    @Test(
        "clean fixtures have no drift, and a value carried under another name counts (imageUrl for imageURL)",
        arguments: ["arclabs", "clinic", "contract", "flat", "interactor", "Catalog"])
    func noDrift(_ fixture: String) async throws {
        let plan = try await sync(RewriteFixtures.url(fixture))
        #expect(plan.changes.isEmpty, "\(plan.changes.map(\.summary))")
    }

    @Test("a field dropped from a record and its mappers is put back in every place; then nothing is left")
    func fillsAndSettles() async throws {
        let root = try RewriteFixtures.copy("Catalog")
        defer { try? FileManager.default.removeItem(at: root) }
        let row = root.appendingPathComponent("Sources/CatalogKit/Storage/ProductRow.swift")
        var text = try String(contentsOf: row, encoding: .utf8)
        text = text.replacingOccurrences(of: ", category: category.flatMap(ProductCategory.init(rawValue:))", with: "")
        text = text.replacingOccurrences(of: ", category: product.category?.rawValue", with: "")
        try text.write(to: row, atomically: true, encoding: .utf8)

        let plan = try await sync(root, entities: ["Product"])
        #expect(
            plan.changes.map(\.summary) == [
                "`ProductRow.domain`: `category: category.flatMap { ProductCategory(rawValue: $0) }`",
                "`ProductRow.init`: `category: product.category?.rawValue`",
            ])
        for rewrite in plan.rewrites { try rewrite.rewritten.write(to: root.appendingPathComponent(rewrite.path), atomically: true, encoding: .utf8) }
        #expect(try await sync(root, entities: ["Product"]).changes.isEmpty)
    }

    @Test("an application model missing a domain field is drift; one carrying it under another name is not")
    func applicationModel() async throws {
        let plan = try await sync(RewriteFixtures.url("Popcorn"))
        // `posterPath` reaches MovieDetails as `posterURLSet` (its mapper reads it): not drift.
        #expect(plan.changes.map(\.summary) == ["`MovieDetailsMapper.map`: `status: entity.status`", "`MovieDetails`: property `status: MovieStatus?`"])
    }

    @Test("--ignore Type.property leaves a deliberate gap alone")
    func ignore() async throws {
        let plan = try await sync(RewriteFixtures.url("popcorn"), ignore: ["PopcornMoviesMovieEntity.tagline"])
        #expect(plan.changes.isEmpty)
    }
}
