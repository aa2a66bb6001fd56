import Foundation
import Testing

/// `strata init --infer` on a project whose Data layer no preset writes (`Tests/Fixtures/Projects/ledger`),
/// then `strata generate` with a spec that has a `data:` section: the new feature's Data files land
/// in the project's own folders, with its names and wire format, and (end-to-end) build and pass
/// their tests inside the project.
@Suite("Data layer of an existing project")
struct InferredDataLayerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Projects/ledger")

    static let savingsSpec = """
        feature: Savings
        entities:
          SavingsGoal:
            doc: Money put aside for one purpose.
            properties:
              title: String
              targetAmount: Decimal
              dueDate: "Date?"
        repositories:
          SavingsGoal: {}
        useCases:
          - GetSavingsGoal
          - CreateSavingsGoal
          - FetchSavingsGoals
        data:
          basePath: /api/v2
        """

    /// A copy of the fixture after `init --infer` and `generate`, with both commands' output.
    struct Generated {
        var root: URL
        var config: String
        var generation: String

        func text(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
    }

    static func inferAndGenerate(in directory: TemporaryDirectory) throws -> Generated {
        let root = directory.url.appendingPathComponent("ledger")
        try FileManager.default.copyItem(at: fixture, to: root)
        let cli = CLITests()
        let inferred = try cli.strata(["init", "--infer", "--project", root.path], in: directory.url)
        #expect(inferred.status == 0, "\(inferred.output)")
        let spec = directory.url.appendingPathComponent("Savings.yml")
        try savingsSpec.write(to: spec, atomically: true, encoding: .utf8)
        let generated = try cli.strata(["generate", "--spec", spec.path, "--output", root.path], in: directory.url)
        #expect(generated.status == 0, "\(generated.output)")
        let config = try String(contentsOf: root.appendingPathComponent(".strata.yml"), encoding: .utf8)
        return Generated(root: root, config: config, generation: generated.output)
    }

    @Test("init --infer writes the Data conventions; generate follows them in the project's folders")
    func generatedDataFilesFollowTheProject() throws {
        let directory = try TemporaryDirectory("inferred-data")
        defer { directory.cleanUp() }
        let project = try Self.inferAndGenerate(in: directory)

        for line in [
            "generate: true", "keyStrategy: asIs", "dateStrategy: secondsSince1970", "caching: networkFirst", "dtoMapping: mapperStructs",
            "dtoName: \"{name}Response\"", "remoteDataSourceName: \"HTTP{name}DataSource\"", "localDataSourceProtocolName: \"Local{name}DataSource\"",
            "persistentModelName: \"{name}Model\"", "repositoryImplementationName: \"{entity}RepositoryImpl\"",
            "dto: \"{sources}/Data/Network/Responses/{name}.swift\"", "persistence: \"{sources}/Data/Storage/Models/{name}.swift\"",
        ] {
            #expect(project.config.contains("    " + line), "`.strata.yml` lacks `\(line)`:\n\(project.config)")
        }
        #expect(project.generation.contains(", 0 kept"), "generation collided with the project's files:\n\(project.generation)")

        // DTO: named like the project's, keys as the Swift names (no snake_case).
        let dto = try project.text("Sources/Ledger/Data/Network/Responses/SavingsGoalResponse.swift")
        #expect(dto.contains("struct SavingsGoalResponse: Codable"))
        #expect(dto.contains("case targetAmount\n") && !dto.contains("target_amount"))
        // Mapper structs, not `toDomain()` on the DTO.
        let mapper = try project.text("Sources/Ledger/Data/Network/Mappers/SavingsGoalResponseMapper.swift")
        #expect(mapper.contains("struct SavingsGoalResponseMapper"))
        #expect(!dto.contains("func toDomain()"))
        // Data sources, `@Model` and its mapper, the repository: the project's names in its folders.
        let remote = try project.text("Sources/Ledger/Data/Network/DataSources/HTTPSavingsGoalDataSource.swift")
        #expect(remote.contains("protocol RemoteSavingsGoalDataSource") && remote.contains("struct HTTPSavingsGoalDataSource: RemoteSavingsGoalDataSource"))
        #expect(try project.text("Sources/Ledger/Data/Storage/LocalSavingsGoalDataSource.swift").contains("protocol LocalSavingsGoalDataSource"))
        #expect(try project.text("Sources/Ledger/Data/Storage/Models/SavingsGoalModel.swift").contains("final class SavingsGoalModel"))
        #expect(try project.text("Sources/Ledger/Data/Storage/Mappers/SavingsGoalModelMapper.swift").contains("struct SavingsGoalModelMapper"))
        let repository = try project.text("Sources/Ledger/Data/Repositories/SavingsGoalRepositoryImpl.swift")
        #expect(repository.contains("struct SavingsGoalRepositoryImpl: SavingsGoalRepository"))
        #expect(repository.contains("var fetchByID: CachingStrategy = .networkFirst"))
        // Dates as seconds, beside the project's own networking files; the test doubles and tests beside its own.
        #expect(try project.text("Sources/Ledger/Data/Network/JSONCoding.swift").contains("dateDecodingStrategy = .secondsSince1970"))
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Tests/LedgerTests/Doubles/MockRemoteSavingsGoalDataSource.swift").path))
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Tests/LedgerTests/Data/SavingsGoalRepositoryImplTests.swift").path))
    }

    @Test(
        "The generated Data layer builds with the project's own code and its tests pass",
        .enabled(if: ProcessInfo.processInfo.environment["STRATA_SKIP_E2E"] == nil),
        .timeLimit(.minutes(10)))
    func generatedDataLayerBuildsInsideTheProject() throws {
        let directory = try TemporaryDirectory("inferred-data-build")
        defer { directory.cleanUp() }
        let project = try Self.inferAndGenerate(in: directory)
        guard let output = try PackageCheck.buildAndTest(project.root, what: "the ledger fixture with a generated Savings feature") else { return }
        #expect(output.contains("Suite \"AccountRepositoryImpl\" passed"), "the project's own tests did not run:\n\(output.suffix(2000))")
        #expect(output.contains("SavingsGoalRepositoryImpl"), "the generated repository tests did not run:\n\(output.suffix(2000))")
    }
}
