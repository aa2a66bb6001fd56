import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// A SwiftPM-modular app where `Film` is declared in three modules (the films context's domain and
/// application layers, and the search context): names resolve the way the compiler resolves them,
/// by each file's module and imports, so every layer of the right context is reached and the other
/// context is left alone.
@Suite("add-property in a modular app with same-named types")
struct ModularNamesTests {
    static let root = RewriteFixtures.url("Reels")

    static func planner() async throws -> AddPropertyPlanner {
        var options = IndexOptions()
        options.cacheDirectory = nil
        let index = try await Indexer(options: options).index(root: root)
        return AddPropertyPlanner(index: index, model: Classifier().classify(index), root: root)
    }

    static func paths(_ plan: EvolutionPlan) -> Set<String> {
        Set(plan.rewrites.map(\.path)).union(plan.newFiles.map(\.path))
    }

    @Test(
        "--module names an Xcode target as written (`trending-movie-ios`) or as its Swift module (`trending_movie_ios`)", arguments: ["trending-movie-ios", "trending_movie_ios"])
    func xcodeTargetEitherSpelling(module: String) async throws {
        let root = try RewriteFixtures.project([
            "trending-movie-ios.xcodeproj/project.pbxproj": """
            {
            objects = {
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = "trending-movie-ios"; sourceTree = "<group>"; };
            G0 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S1); name = "trending-movie-ios"; productType = "com.apple.product-type.application"; };
            J1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            };
            rootObject = J1;
            }
            """,
            "trending-movie-ios/Domain/Movie.swift": "struct Movie {\n    let id: Int\n    let title: String\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let request = AddPropertyRequest(entities: ["Movie"], properties: [try PropertyRequest.parse("runtime:Int?")], module: module)
        let plan = try await RewriteFixtures.plan(request, in: root)
        #expect(plan.rewrites.map(\.path) == ["trending-movie-ios/Domain/Movie.swift"], "\(plan.unhandled)")
    }

    @Test("the films context's domain type reaches its record mapper, application model and mock; the search context's Film is untouched")
    func sameNameInSeveralModules() async throws {
        let request = AddPropertyRequest(entities: ["Film"], properties: [try PropertyRequest.parse("runtime:Int?")], module: "FilmsDomain")
        let plan = try await Self.planner().plan(request)
        let paths = Self.paths(plan)
        for expected in [
            "Sources/FilmsDomain/Film.swift", "Sources/FilmsApplication/Film.swift", "Sources/FilmsApplication/FilmMapper.swift",
            "Sources/FilmsInfrastructure/FilmRecord.swift", "Sources/FilmsInfrastructure/FilmRecordMapper.swift",
            "Tests/FilmsInfrastructureTests/Film+Mock.swift",
        ] {
            #expect(paths.contains(expected), "\(expected) not updated; updated: \(paths.sorted())")
        }
        #expect(!paths.contains { $0.contains("Search") }, "another context's Film was edited: \(paths.sorted())")
        #expect(!paths.contains("Sources/FilmsUI/FilmRow.swift"), "a SwiftUI view is not a model derived from the entity")
        // The entity's file documents each property, sets them apart with blank lines and lists the
        // initializer's parameters: the new property reads the same.
        let entity = try #require(plan.rewrites.first { $0.path == "Sources/FilmsDomain/Film.swift" })
        #expect(entity.rewritten.contains("    public let releaseYear: Int\n\n    /// The runtime.\n    public let runtime: Int?\n"), "\(entity.rewritten)")
        #expect(entity.rewritten.contains("    ///   - releaseYear: The year of the first release.\n    ///   - runtime: The runtime.\n"))
        // The application model's file documents nothing: nothing is added there.
        let application = try #require(plan.rewrites.first { $0.path == "Sources/FilmsApplication/Film.swift" })
        #expect(!application.rewritten.contains("///   - runtime") && !application.rewritten.contains("/// The runtime."))
        let recordMapper = try #require(plan.rewrites.first { $0.path == "Sources/FilmsInfrastructure/FilmRecordMapper.swift" })
        #expect(recordMapper.rewritten.contains("runtime: record.runtime"))
        #expect(recordMapper.rewritten.contains("runtime: film.runtime"))
    }

    @Test("a module-qualified name picks that module's type")
    func qualifiedSubject() async throws {
        let request = AddPropertyRequest(entities: ["SearchDomain.Film"], properties: [try PropertyRequest.parse("releaseYear:Int?")])
        let plan = try await Self.planner().plan(request)
        let paths = Self.paths(plan)
        #expect(paths.contains("Sources/SearchDomain/Film.swift"))
        #expect(paths.contains("Sources/SearchInfrastructure/SearchFilmDTO.swift"))
        #expect(paths.contains("Sources/SearchInfrastructure/SearchFilmMapper.swift"))
        #expect(paths.contains("Tests/SearchInfrastructureTests/Film+Mock.swift"))
        #expect(!paths.contains { $0.hasPrefix("Sources/Films") || $0.hasPrefix("Tests/Films") }, "\(paths.sorted())")
    }

    @Test("a name several modules declare is refused with each declaration's place and what to type")
    func ambiguousSubject() async throws {
        let request = AddPropertyRequest(entities: ["Film"], properties: [try PropertyRequest.parse("runtime:Int?")])
        let error = try await #require(throws: StrataIssues.self) { try await Self.planner().plan(request) }
        let issue = try #require(error.issues.first)
        #expect(issue.message.contains("Sources/FilmsDomain/Film.swift:4:"), "\(issue.message)")
        #expect(issue.message.contains("Sources/SearchDomain/Film.swift:4:"), "\(issue.message)")
        #expect(issue.location?.column ?? 0 > 0)
        #expect(issue.hint?.contains("--module") == true, "\(issue.hint ?? "")")
    }

    @Test("an unknown name gets the names that contain it")
    func didYouMean() async throws {
        let request = AddPropertyRequest(entities: ["Record"], properties: [try PropertyRequest.parse("rating:Double?")])
        let error = try await #require(throws: StrataIssues.self) { try await Self.planner().plan(request) }
        let hint = try #require(error.issues.first?.hint)
        #expect(hint.contains("`FilmRecord`"), "\(hint)")
        #expect(hint.contains("Sources/FilmsInfrastructure/FilmRecord.swift:4:"), "\(hint)")
    }

    @Test("--from an SDK type reads it from the package checkouts and fills the SDK mapper")
    func fromDependencyCheckout() async throws {
        let file = try #require(DependencySources(root: Self.root).file(declaring: "Film", inModule: "ScreenKit"))
        #expect(file.path.hasSuffix("SourcePackages/checkouts/ScreenKit/Sources/ScreenKit/Models/Film.swift"))
        let reference = try ReferenceType.read(file: file, typeName: "Film", displayName: "ScreenKit.Film")
        let planner = try await Self.planner()
        let missing = try planner.missingProperties(from: reference, entity: "Film", module: "FilmsDomain")
        #expect(missing.properties.map(\.name) == ["tagline", "runtime"])
        var request = AddPropertyRequest(entities: ["Film"], properties: missing.properties, module: "FilmsDomain")
        request.reference = reference
        let plan = try planner.plan(request)
        let sdkMapper = try #require(plan.rewrites.first { $0.path == "Sources/FilmsInfrastructure/ScreenKitFilmMapper.swift" })
        #expect(sdkMapper.rewritten.contains("tagline: dto.tagline"))
        #expect(sdkMapper.rewritten.contains("runtime: dto.runtime"))
        #expect(!plan.rewrites.contains { $0.path.hasPrefix("SourcePackages/") }, "the SDK checkout is never edited")
    }
}
