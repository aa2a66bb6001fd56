import Foundation
import StrataMock
import StrataModel
import Testing

/// `strata mock --output <another folder>` beside mocks the project already has in that test target.
@Suite("Mock clashes")
struct MockClashTests {
    let runs = MockRunTests()

    @Test("a protocol whose mock the test target already has gets no second mock elsewhere in it; the existing one is named")
    func existingMockIsNotDoubled() async throws {
        let project = try runs.project()
        defer { project.cleanUp() }
        _ = try await runs.run(project.url)  // the mocks, where the conventions put them
        let outcome = try await runs.run(project.url, destination: .folder("Tests/DomainTests/Other"))
        #expect(outcome.report?.created == [])
        let warnings = outcome.warnings.filter { $0.message.hasPrefix("not writing Tests/DomainTests/Other/") }
        #expect(warnings.count == 3, "\(outcome.warnings)")
        let order = warnings.first { $0.message.contains("OrderRepositoryMock") }
        #expect(
            order?.message
                == "not writing Tests/DomainTests/Other/OrderRepositoryMock.swift: a file named OrderRepositoryMock.swift is already in test target `DomainTests`, and a second one would break its build"
        )
        #expect(order?.location?.file == "Tests/DomainTests/Shared/Mocks/OrderRepositoryMock.swift")
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("Tests/DomainTests/Other").path))
    }

    @Test("a hand-written mock type of the same name in another file of the target counts too")
    func handWrittenMockType() async throws {
        let project = try runs.project()
        defer { project.cleanUp() }
        try runs.write(
            [
                "Tests/DomainTests/Doubles.swift":
                    "@testable import Domain\n\nfinal class OrderRepositoryMock: OrderRepository {\n    func order(id: Int) async throws -> Int { 0 }\n}\n"
            ], in: project.url)
        let outcome = try await runs.run(project.url, destination: .folder("Tests/DomainTests/Mocks"))
        #expect(outcome.report?.created == ["Tests/DomainTests/Mocks/GetUserUseCaseMock.swift", "Tests/DomainTests/Mocks/UserRepositoryMock.swift"])
        let warning = outcome.warnings.first { $0.message.contains("OrderRepositoryMock") }
        #expect(warning?.message.contains("`OrderRepositoryMock` is declared already in test target `DomainTests`") == true, "\(outcome.warnings)")
        #expect(warning?.location?.line == 3)
    }

    @Test("without --output, a double of the project's own under the mock's name is left, and the hint does not speak of --output")
    func projectDoubleWithoutOutput() async throws {
        let project = try runs.project()
        defer { project.cleanUp() }
        try runs.write(["Tests/DomainTests/Doubles.swift": "@testable import Domain\n\nstruct UserRepositoryMock {}\n"], in: project.url)
        let outcome = try await runs.run(project.url)
        let warning = try #require(outcome.warnings.first { $0.message.contains("UserRepositoryMock") }, "\(outcome.warnings)")
        #expect(warning.hint?.contains("--output") == false, "\(warning.hint ?? "")")
        #expect(warning.hint?.contains("leave the protocol out") == true, "\(warning.hint ?? "")")
    }

    @Test("another test target may have its own mock of the protocol")
    func otherTargetIsFine() async throws {
        let project = try runs.project()
        defer { project.cleanUp() }
        _ = try await runs.run(project.url)
        try runs.write(
            [
                "Package.swift": MockRunTests.manifest.replacingOccurrences(
                    of: "])", with: "    .testTarget(name: \"IntegrationTests\", dependencies: [\"Domain\"], path: \"Tests/IntegrationTests\"),\n])")
            ], in: project.url)
        try runs.write(["Tests/IntegrationTests/Smoke.swift": "import Testing\n"], in: project.url)
        let outcome = try await runs.run(project.url, destination: .folder("Tests/IntegrationTests/Mocks"))
        #expect(outcome.report?.created.count == 3, "\(outcome.warnings)")
    }
}
