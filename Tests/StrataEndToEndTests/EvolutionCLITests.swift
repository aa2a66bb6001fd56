import Foundation
import Testing

/// `add-property`, `sync`, `add usecase` and `add entity` as a user runs them: exit codes, errors
/// with a hint, a dry run that writes nothing.
@Suite("strata CLI: model evolution")
struct EvolutionCLITests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StrataRewriteTests/Fixtures/Catalog")

    func copyCatalog() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory("cli-evolution")
        try FileManager.default.copyItem(at: Self.catalog, to: directory.url.appendingPathComponent("Catalog"))
        return directory
    }

    func strata(_ arguments: [String], in directory: URL) throws -> ProcessRunner.Result {
        try CLITests().strata(arguments, in: directory)
    }

    @Test func addPropertyDryRunShowsTheDiffAndWritesNothingThenWrites() throws {
        let directory = try copyCatalog()
        defer { directory.cleanUp() }
        let project = directory.url.appendingPathComponent("Catalog")
        let entity = project.appendingPathComponent("Sources/CatalogKit/Model/Product.swift")
        let before = try String(contentsOf: entity, encoding: .utf8)
        let dry = try strata(["add-property", "Product", "rating:Double?", "--project", project.path, "--dry-run", "--no-cache"], in: directory.url)
        #expect(dry.status == 0, "\(dry.output)")
        #expect(dry.output.contains("+\tpublic let rating: Double?"))
        #expect(dry.output.contains("--dry-run: would change"))
        #expect(try String(contentsOf: entity, encoding: .utf8) == before)

        let write = try strata(["add-property", "Product", "rating:Double?", "--project", project.path, "--no-cache"], in: directory.url)
        #expect(write.status == 0, "\(write.output)")
        #expect(try String(contentsOf: entity, encoding: .utf8).contains("public let rating: Double?"))
        let again = try strata(["add-property", "Product", "rating:Double?", "--project", project.path, "--no-cache"], in: directory.url)
        #expect(again.status == 0 && again.output.contains("nothing to change"), "\(again.output)")
    }

    @Test func malformedStructIsAUsageErrorWithAHint() throws {
        let directory = try copyCatalog()
        defer { directory.cleanUp() }
        let result = try strata(["add-property", "Product", "size:Size?", "--struct", "Size=width", "--project", "Catalog"], in: directory.url)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("error: --struct `Size=width`"), "\(result.output)")
        #expect(result.output.contains("hint:"), "\(result.output)")
    }

    @Test func malformedPropertyIsAUsageErrorWithAHint() throws {
        let directory = try copyCatalog()
        defer { directory.cleanUp() }
        let result = try strata(["add-property", "Product", "rating", "--project", "Catalog"], in: directory.url)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("error: property `rating`: expected `name:Type`"))
        #expect(result.output.contains("hint: for example"))
    }

    @Test func unknownEntityFailsWithASuggestionAndWritesNothing() throws {
        let directory = try copyCatalog()
        defer { directory.cleanUp() }
        let result = try strata(["add-property", "Prodct", "rating:Double?", "--project", "Catalog", "--no-cache"], in: directory.url)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("did you mean `Product` ("), "\(result.output)")
        #expect(result.output.contains("type `Product` instead of `Prodct`"))
        #expect(result.output.components(separatedBy: "no struct or class `Prodct`").count == 2, "rendered once")
    }

    @Test func syncCheckFailsOnDriftAndPassesWhenClean() throws {
        let directory = try copyCatalog()
        defer { directory.cleanUp() }
        let clean = try strata(["sync", "--check", "--project", "Catalog", "--no-cache"], in: directory.url)
        #expect(clean.status == 0, "\(clean.output)")
        let row = directory.url.appendingPathComponent("Catalog/Sources/CatalogKit/Storage/ProductRow.swift")
        let text = try String(contentsOf: row, encoding: .utf8).replacingOccurrences(of: ", category: product.category?.rawValue", with: "")
        try text.write(to: row, atomically: true, encoding: .utf8)
        let drift = try strata(["sync", "--check", "--project", "Catalog", "--no-cache"], in: directory.url)
        #expect(drift.status == 1, "\(drift.output)")
        #expect(drift.output.contains("ProductRow.swift:24:1: error: missing: `ProductRow.init`: `category: product.category?.rawValue`"), "\(drift.output)")
    }

    @Test func addEntityAndUseCaseRefuseWhatTheyCannotDo() throws {
        let directory = try copyCatalog()
        defer { directory.cleanUp() }
        let entity = try strata(["add", "entity", "Badge", "owner:Product", "--project", "Catalog", "--no-cache"], in: directory.url)
        #expect(entity.status == 1 && entity.output.contains("hint: reference another entity by its id (`productId: UUID`)"), "\(entity.output)")
        let useCase = try strata(["add", "usecase", "GetProduct", "--repository", "ProductRepository", "--project", "Catalog", "--no-cache"], in: directory.url)
        #expect(useCase.status == 1 && useCase.output.contains("no repository protocol `ProductRepository`"), "\(useCase.output)")
    }
}
