import Foundation
import Testing

/// `strata init --infer` on the arclabs preset's fixture (`Tests/Fixtures/Projects/arclabs`), which has its own
/// `APIClientProtocol`, `Endpoint` enum and `NetworkError`, then `strata generate` of a new feature:
/// the remote data sources call the project's client, the feature's endpoints are added to its enum,
/// nothing collides, a second run changes nothing, and (end-to-end) the project builds with no
/// warning and its tests, old and new, pass.
@Suite("Data layer over a project's own API client")
struct AdoptedClientProjectTests {
    static let endpointFile = "Sources/Dinely/Data/DataSources/Remote/Endpoint.swift"

    /// A copy of the fixture after `init --infer` and `generate`, with the generation's output.
    static func inferAndGenerate(in directory: TemporaryDirectory) throws -> (root: URL, spec: URL, output: String) {
        let root = directory.url.appendingPathComponent("arclabs")
        try FileManager.default.copyItem(at: FixtureProjects.root.appendingPathComponent("arclabs"), to: root)
        let cli = CLITests()
        let inferred = try cli.strata(["init", "--infer", "--project", root.path], in: directory.url)
        #expect(inferred.status == 0, "\(inferred.output)")
        let spec = directory.url.appendingPathComponent("Loyalty.yml")
        try ExistingProjectTests.loyaltySpec.write(to: spec, atomically: true, encoding: .utf8)
        let generated = try cli.strata(["generate", "--spec", spec.path, "--output", root.path], in: directory.url)
        #expect(generated.status == 0, "\(generated.output)")
        return (root, spec, generated.output)
    }

    @Test("generate calls the project's client, extends its endpoint enum, and changes nothing the second time")
    func generatesOverTheProjectsClient() throws {
        let directory = try TemporaryDirectory("adopted-client")
        defer { directory.cleanUp() }
        let project = try Self.inferAndGenerate(in: directory)
        let config = try String(contentsOf: project.root.appendingPathComponent(".strata.yml"), encoding: .utf8)
        #expect(config.contains("      adopt: true\n") && config.contains("      offlineCase: \"networkUnavailable\"\n"), "\(config)")
        #expect(
            project.output.contains(
                "\(Self.endpointFile):14:1: note: edited the project's file: added endpoint cases `loyaltyCard`, `loyaltyCards`, `fetchExpiringLoyaltyCards` to `Endpoint`"),
            "\(project.output)")
        #expect(project.output.contains("1 project file edited"), "\(project.output)")
        #expect(project.output.contains(", 0 kept"), "generation collided with the project's files:\n\(project.output)")

        let remote = try String(contentsOf: project.root.appendingPathComponent("Sources/Dinely/Data/DataSources/Remote/LoyaltyCardRemoteDataSource.swift"), encoding: .utf8)
        #expect(remote.contains("endpoint: .loyaltyCard(id),\n            method: .get,\n            body: nil,\n            responseType: LoyaltyCardDTO.self"))
        let endpoint = try String(contentsOf: project.root.appendingPathComponent(Self.endpointFile), encoding: .utf8)
        #expect(endpoint.contains("    case fetchExpiringLoyaltyCards(before: Date)\n"))

        let second = try CLITests().strata(["generate", "--spec", project.spec.path, "--output", project.root.path], in: directory.url)
        #expect(second.status == 0 && second.output.contains("nothing to do") && !second.output.contains("added endpoint"), "\(second.output)")
    }

    @Test(
        "The project with the generated feature builds with no warning and every test passes",
        .enabled(if: ProcessInfo.processInfo.environment["STRATA_SKIP_E2E"] == nil),
        .timeLimit(.minutes(10)))
    func buildsAndPasses() throws {
        let directory = try TemporaryDirectory("adopted-client-build")
        defer { directory.cleanUp() }
        let project = try Self.inferAndGenerate(in: directory)
        guard let output = try PackageCheck.buildAndTest(project.root, what: "the arclabs fixture with a generated Loyalty feature") else { return }
        #expect(output.contains("Suite \"UserRepositoryImpl\" passed"), "the project's own tests did not run:\n\(output.suffix(2000))")
        #expect(output.contains("Suite \"LoyaltyCardRemoteDataSource\" passed"), "the generated data source tests did not run:\n\(output.suffix(2000))")
        #expect(output.contains("Suite \"LoyaltyCardRepositoryImpl\" passed"), "\(output.suffix(2000))")
    }
}
