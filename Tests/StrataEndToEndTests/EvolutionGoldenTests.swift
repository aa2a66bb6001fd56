import Foundation
import StrataCLI
import StrataPropagation
import StrataRewrite
import StrataWorkspace
import Testing

/// Golden diffs of every model-evolution command besides `add-property`'s own (those are in
/// StrataRewriteTests): `sync`, `add-property --from` and `--struct`, `add usecase`, `add entity`,
/// planned (never written) on the fixture projects. Record with STRATA_RECORD_GOLDEN=1.
@Suite("Model evolution: golden diffs")
struct EvolutionGoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let golden = fixtures.appendingPathComponent("EvolutionGolden")
    static let projects = fixtures.appendingPathComponent("Projects")
    static let rewriteFixtures = fixtures.deletingLastPathComponent().appendingPathComponent("StrataRewriteTests/Fixtures")

    enum Command: Sendable, CustomTestStringConvertible {
        case sync(project: String)
        case from(project: String, entity: String, module: String, reference: String)
        case newStruct(root: URL, entity: String, property: String, definition: String)
        case useCase(project: String, name: String, repository: String)
        case entity(project: String, name: String, properties: [String])

        var name: String {
            switch self {
            case .sync(let project): "sync-\(project)"
            case .from(let project, _, _, _): "from-\(project)"
            case .newStruct(let root, _, _, _): "struct-\(root.lastPathComponent)"
            case .useCase(let project, let name, _): "usecase-\(project)-\(name)"
            case .entity(let project, let name, _): "entity-\(project)-\(name)"
            }
        }

        var testDescription: String { name }
    }

    static let commands: [Command] = [
        .sync(project: "popcorn"),
        .from(project: "popcorn", entity: "Movie", module: "MoviesDomain", reference: "Adapters/Contexts/PopcornMoviesAdapters/Vendor/TMDb/TMDb.swift:Movie"),
        .newStruct(root: rewriteFixtures.appendingPathComponent("Embedded"), entity: "Product", property: "warranty:Warranty?", definition: "Warranty=months:Int,provider:String?"),
        .newStruct(root: projects.appendingPathComponent("popcorn"), entity: "Movie", property: "collection:MovieCollection?", definition: "MovieCollection=name:String,size:Int"),
        .useCase(project: "popcorn", name: "SearchMoviesPage", repository: "MovieRepository"),
        .useCase(project: "contract", name: "RefreshEpisode", repository: "EpisodeRepositoryContract"),
        .entity(project: "popcorn", name: "Studio", properties: ["name:String", "status:MovieStatus?"]),
    ]

    static func plan(_ command: Command) async throws -> EvolutionPlan {
        switch command {
        case .sync(let project):
            return try await EvolutionRun.sync(
                entities: [], module: nil, skip: [], ignore: [], project: projects.appendingPathComponent(project), write: false, useCache: false
            ).plan
        case .from(let project, let entity, let module, let reference):
            let request = AddPropertyRequest(entities: [entity], properties: [], module: module)
            return try await EvolutionRun.addProperty(request, project: projects.appendingPathComponent(project), write: false, useCache: false, from: reference).plan
        case .newStruct(let root, let entity, let property, let definition):
            var request = AddPropertyRequest(entities: [entity], properties: [try PropertyRequest.parse(property)])
            request.newStructs = [try NewStructType.parse(definition)]
            return try await EvolutionRun.addProperty(request, project: root, write: false, useCache: false).plan
        case .useCase(let project, let name, let repository):
            return try await EvolutionRun.addUseCase(name, repository: repository, entity: nil, project: projects.appendingPathComponent(project), write: false, useCache: false)
                .plan
        case .entity(let project, let name, let properties):
            return try await EvolutionRun.addEntity(
                name, properties: try properties.map { try PropertyRequest.parse($0) }, idType: .int, feature: nil, withRepository: true,
                project: projects.appendingPathComponent(project), write: false, useCache: false
            ).plan
        }
    }

    /// The type mapping (`--from`), the changes, the places left by hand, then every diff.
    static func render(_ plan: EvolutionPlan) -> String {
        var lines = plan.typeMapping.map { "mapping \($0)" }
        lines += plan.changes.map { "change \($0.path):\($0.line): \($0.summary)" }
        lines += plan.unhandled.map { "by hand \($0.location.map { "\($0.file):\($0.line)" } ?? ""): \($0.message)" }
        var text = lines.joined(separator: "\n") + "\n\n"
        for rewrite in plan.rewrites { text += UnifiedDiff.render(old: rewrite.original, new: rewrite.rewritten, path: rewrite.path) }
        for file in plan.newFiles { text += UnifiedDiff.render(old: nil, new: file.contents, path: file.path) }
        return text
    }

    @Test(arguments: commands)
    func matchesGolden(_ command: Command) async throws {
        let text = Self.render(try await Self.plan(command))
        let file = Self.golden.appendingPathComponent(command.name + ".diff")
        if ProcessInfo.processInfo.environment["STRATA_RECORD_GOLDEN"] != nil {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(command.name) differs from \(file.lastPathComponent); re-record with STRATA_RECORD_GOLDEN=1 if intended")
    }
}
