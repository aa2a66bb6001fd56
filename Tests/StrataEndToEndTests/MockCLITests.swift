import Foundation
import Testing

/// `strata mock` as a user and a CI job run it: help with examples, exit codes of `--check`.
@Suite("strata mock CLI")
struct MockCLITests {
    func strata(_ arguments: [String], in directory: URL) throws -> ProcessRunner.Result {
        try CLITests().strata(arguments, in: directory)
    }

    @Test func helpExplainsWithExamples() throws {
        let directory = try TemporaryDirectory("mock-help")
        defer { directory.cleanUp() }
        let help = try strata(["mock", "--help"], in: directory.url)
        #expect(help.status == 0)
        #expect(help.output.contains("@mockable"))
        #expect(help.output.contains("strata mock --check"))
        #expect(help.output.contains("--single-file"))
    }

    @Test func checkFailsUntilTheMocksAreWritten() throws {
        let directory = try TemporaryDirectory("mock-check")
        defer { directory.cleanUp() }
        let source = directory.url.appendingPathComponent("Sources/App/UserRepository.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "protocol UserRepository: Sendable {\n    func user(id: Int) async throws -> String\n}\n".write(to: source, atomically: true, encoding: .utf8)

        let before = try strata(["mock", "--check", "--output", "Tests/Mocks"], in: directory.url)
        #expect(before.status == 1, "\(before.output)")
        #expect(before.output.contains("Tests/Mocks/MockUserRepository.swift:1:1: error: mock is missing"), "\(before.output)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Tests").path))

        let write = try strata(["mock", "--output", "Tests/Mocks"], in: directory.url)
        #expect(write.status == 0, "\(write.output)")
        #expect(write.output.contains("mocks: 1 created"))

        let after = try strata(["mock", "--check", "--output", "Tests/Mocks"], in: directory.url)
        #expect(after.status == 0, "\(after.output)")
        #expect(after.output.contains("mocks are up to date"))
    }

    @Test func usageErrorsExitTwo() throws {
        let directory = try TemporaryDirectory("mock-usage")
        defer { directory.cleanUp() }
        let both = try strata(["mock", "--output", "A", "--single-file", "B.swift"], in: directory.url)
        #expect(both.status == 64 || both.status == 2, "\(both.status)")
        let badStyle = try strata(["mock", "--style", "mockolo"], in: directory.url)
        #expect(badStyle.status == 64 || badStyle.status == 2, "\(badStyle.status)")
        #expect(badStyle.output.contains("seed"))
    }

    @Test func anUnknownNameExitsOneWithAHint() throws {
        let directory = try TemporaryDirectory("mock-unknown")
        defer { directory.cleanUp() }
        let result = try strata(["mock", "--name", "Nope"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.output.contains("error: no protocol named `Nope` in the project"))
        #expect(result.output.contains("hint:"))
    }

    @Test func aStaleMockFailsTheCheckAndIsDeletedByARun() throws {
        let directory = try TemporaryDirectory("mock-stale")
        defer { directory.cleanUp() }
        let source = directory.url.appendingPathComponent("Sources/App/UserRepository.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "protocol UserRepository: Sendable {\n    func user(id: Int) async throws -> String\n}\n".write(to: source, atomically: true, encoding: .utf8)
        try "protocol OrderRepository: Sendable {\n    func order(id: Int) async throws -> Int\n}\n"
            .write(to: source.deletingLastPathComponent().appendingPathComponent("OrderRepository.swift"), atomically: true, encoding: .utf8)
        #expect(try strata(["mock", "--output", "Tests/Mocks"], in: directory.url).status == 0)
        try FileManager.default.removeItem(at: source.deletingLastPathComponent().appendingPathComponent("OrderRepository.swift"))

        let check = try strata(["mock", "--check", "--output", "Tests/Mocks"], in: directory.url)
        #expect(check.status == 1, "\(check.output)")
        #expect(check.output.contains("Tests/Mocks/MockOrderRepository.swift:1:1: error: mock is stale: its protocol is no longer in the project"), "\(check.output)")

        let run = try strata(["mock", "--output", "Tests/Mocks"], in: directory.url)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("1 deleted"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Tests/Mocks/MockOrderRepository.swift").path))
    }
}
