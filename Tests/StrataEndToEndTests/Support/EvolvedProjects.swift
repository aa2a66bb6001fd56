import Foundation
import StrataCLI
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
    }

    static let movieEvolution = Evolution(entity: "Movie", properties: ["budget:Int?", "originalLanguage:String=\"en\"", "mood:ReviewTag?"])

    /// By variant label: every preset's movies (enum, optional, defaulted), and the workouts.
    static let evolutions: [String: Evolution] = [
        "vitalarc-workouts": Evolution(
            entity: "Workout", properties: ["rating:Double?", "caloriesBurned:Int=0", "intensity:WorkoutKind?"],
            useCases: [("RefreshWorkout", "WorkoutRepository"), ("SearchWorkoutsPage", "WorkoutRepository")], entities: [("Review", ["rating:Int", "text:String?", "kind:WorkoutKind?"])]),
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
}
