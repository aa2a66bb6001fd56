import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// `--from`: "all missing" against an SDK type (the popcorn preset's step 1), the type mapping shown first,
/// and the SDK mapper given the new values too.
@Suite("add-property --from")
struct FromReferenceTests {
    static let tmdb = "Adapters/Contexts/PopcornMoviesAdapters/Vendor/TMDb/TMDb.swift"

    @Test("the vendored TMDb.Movie's missing fields reach the domain, the adapter mapper and the SwiftData layer")
    func allMissingFromTheSDK() async throws {
        let root = RewriteFixtures.url("popcorn")
        var options = IndexOptions()
        options.cacheDirectory = nil
        let index = try await Indexer(options: options).index(root: root)
        let planner = AddPropertyPlanner(index: index, model: Classifier().classify(index), root: root)
        let reference = try ReferenceType.read(file: root.appendingPathComponent(Self.tmdb), typeName: "Movie", displayName: "TMDb.Movie")
        let missing = try planner.missingProperties(from: reference, entity: "Movie", module: "MoviesDomain")
        #expect(missing.properties.map(\.name) == ["originalTitle", "originalLanguage", "imdbID", "voteAverage", "voteCount"])
        #expect(missing.mapping.first == "`originalTitle: String?` → `originalTitle: String?`")

        var request = AddPropertyRequest(entities: ["Movie"], properties: missing.properties, module: "MoviesDomain")
        request.reference = reference
        let plan = try planner.plan(request)
        #expect(plan.unhandled.isEmpty, "\(plan.unhandled)")
        let adapter = try #require(plan.rewrites.first { $0.path.hasSuffix("PopcornMoviesAdapters/DataSources/Mappers/MovieMapper.swift") })
        #expect(adapter.rewritten.contains("            voteAverage: dto.voteAverage,\n            voteCount: dto.voteCount\n"))
        #expect(plan.rewrites.contains { $0.path.hasSuffix("PopcornMoviesMovieEntity.swift") && $0.rewritten.contains("var imdbID: String?") })
        #expect(!plan.rewrites.contains { $0.path.contains("Vendor/") }, "the SDK copy is never edited")
    }

    @Test("a reference field whose type the domain lacks is listed, not guessed")
    func unmappableField() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-ref-\(UUID().uuidString).swift")
        try "struct Movie {\n    let id: Int\n    let crew: [SDKCrewMember]?\n    let tagline: String?\n}\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let reference = try ReferenceType.read(file: file, typeName: "Movie", displayName: "Movie")
        #expect(reference.fields.map(\.name) == ["id", "crew", "tagline"])
        #expect(throws: StrataIssues.self) { try ReferenceType.read(file: file, typeName: "Show", displayName: "Show") }
    }
}
