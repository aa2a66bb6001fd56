import Foundation
import StrataLint
import Testing

/// The fixture projects' deliberate flaws (their EXPECTED.md tables) are exactly what lint reports;
/// the clean fixtures report nothing, with the default configuration and with their own conventions.
@Suite("Lint: fixture projects")
struct FixtureLintTests {
    /// `file:line rule` per fixture, from each EXPECTED.md.
    static let expected: [String: [String]] = [
        "vitalarc": [
            "VitalArc/Domain/Entities/RecoveryScore.swift:2 layer-imports",
            "VitalArc/Domain/Entities/SleepSession.swift:2 layer-imports",
            "VitalArc/Domain/Entities/SleepSession.swift:5 domain-persistence-model",
            "VitalArc/Domain/UseCases/LogMealUseCase.swift:33 usecase-single-execute",
        ],
        "popcorn": [
            "Contexts/PopcornMovies/Sources/MoviesInfrastructure/DataSources/Local/Mappers/MovieMapper.swift:52 mapper-completeness",
            "Contexts/PopcornMovies/Sources/MoviesInfrastructure/DataSources/Local/SwiftDataMovieLocalDataSource.swift:34 optional-map-on-single-value",
            "Contexts/PopcornMovies/Tests/MoviesInfrastructureTests/Mappers/MovieMapperTests.swift:19 model-static-let",
        ],
        "arclabs": [
            "Sources/Dinely/Data/Repositories/RestaurantRepositoryImpl.swift:48 repository-error-mapping",
            "Sources/Dinely/Data/Repositories/RestaurantRepositoryImpl.swift:53 dto-boundary",
            "Sources/Dinely/Domain/Repositories/RestaurantRepositoryProtocol.swift:7 dto-boundary",
        ],
        "clinic": [], "contract": [], "flat": [], "interactor": [],
    ]

    static func lines(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }.sorted()
    }

    @Test(arguments: expected.keys.sorted())
    func findsExactlyTheDeliberateFlaws(_ name: String) async throws {
        let outcome = try await Fixtures.lint(name)
        #expect(
            Self.lines(outcome.report.findings) == (Self.expected[name] ?? []).sorted(),
            "\(outcome.report.findings.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
    }

    /// House-style rules on, with the conventions each fixture is written in: no more findings.
    /// (`interactor`'s expected.yml is not a loadable config: its gateway pattern is not expressible.)
    @Test(arguments: ["vitalarc", "popcorn", "arclabs", "clinic", "contract", "flat"])
    func houseStyleRulesAgreeWithTheFixturesOwnConventions(_ name: String) async throws {
        let project = try Fixtures.copy(name, configuration: try Fixtures.houseConfiguration(name))
        defer { project.remove() }
        let outcome = try await project.lint()
        #expect(outcome.configuration.conventions != nil)
        #expect(outcome.configuration.enabledIDs.contains("mock-style"))
        #expect(
            Self.lines(outcome.report.findings) == (Self.expected[name] ?? []).sorted(),
            "\(outcome.report.findings.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
    }

    @Test func theWordingSaysWhatToChange() async throws {
        let vitalarc = try await Fixtures.lint("vitalarc").report.findings
        let uiKit = try #require(vitalarc.first { $0.location.file.hasSuffix("RecoveryScore.swift") })
        #expect(uiKit.message.contains("`UIKit`") && uiKit.message.contains("`UIColor` at line 29") && uiKit.message.contains("only `Foundation`"))
        let second = try #require(vitalarc.first { $0.ruleID == "usecase-single-execute" })
        #expect(second.message.contains("`undoLastEntry(on:)`") && second.message.contains("its own use case"))

        let popcorn = try await Fixtures.lint("popcorn").report.findings
        let chain = try #require(popcorn.first { $0.ruleID == "optional-map-on-single-value" })
        #expect(chain.message.contains("`entities.first.map(mapper.map)`"))
        #expect(chain.fix?.isSafe == true && chain.location.column == 30)
        let mapper = try #require(popcorn.first { $0.ruleID == "mapper-completeness" })
        #expect(mapper.message.contains("`tagline`") && mapper.message.contains("`entity.tagline = domain.tagline`"))

        let arclabs = try await Fixtures.lint("arclabs").report.findings
        let protocolDTO = try #require(arclabs.first { $0.location.file.hasSuffix("RestaurantRepositoryProtocol.swift") })
        #expect(protocolDTO.message.contains("`Restaurant`") && protocolDTO.message.contains(".getRestaurantDetails(by:)`"))
        let rethrow = try #require(arclabs.first { $0.ruleID == "repository-error-mapping" })
        #expect(rethrow.message.contains(".searchRestaurants(query:page:)`") && rethrow.message.contains("mapNetworkError"))
    }

    @Test func optionalRulesFindTheSecondaryFlawsTheFixturesMention() async throws {
        let project = try Fixtures.copy("arclabs", configuration: "lint:\n  rules:\n    test-coverage: { repositoryImplementations: true }\n")
        defer { project.remove() }
        let findings = try await project.lint().report.findings.filter { $0.ruleID == "test-coverage" }
        #expect(findings.map(\.message).contains { $0.contains("`RestaurantRepositoryImpl` has no test") })
        #expect(!findings.map(\.message).contains { $0.contains("`UserRepositoryImpl`") })
    }
}

/// `property-drift` (off by default) on the fixtures: the popcorn fixture's forgotten update-in-place
/// field, and nothing in the others.
@Suite("Lint: property drift")
struct PropertyDriftLintTests {
    @Test(arguments: ["popcorn", "arclabs", "clinic", "contract", "flat", "interactor", "vitalarc"])
    func findsOnlyTheForgottenField(_ name: String) async throws {
        let outcome = try await Fixtures.lint(name, only: ["property-drift"])
        let expected =
            name == "popcorn"
            ? ["Contexts/PopcornMovies/Sources/MoviesInfrastructure/DataSources/Local/Mappers/MovieMapper.swift:52 property-drift"] : []
        #expect(FixtureLintTests.lines(outcome.report.findings) == expected, "\(outcome.report.findings.map(\.message))")
    }
}
