import Foundation
import Testing

/// The proof that generated mocks are real: the fixture library of tricky protocols
/// (`Tests/Fixtures/Mocks`) with `strata mock`'s mocks in every style, built as its own small
/// package with warnings as errors in Swift 6 mode, then the hand-written tests that exercise the
/// mocks. Its own package (no swift-syntax, no generated features), so a change to the mock
/// renderer is proven in a minute: `swift test --filter MockFixturePackageTests`.
/// Set STRATA_SKIP_E2E=1 to skip it locally.
@Suite("Mock fixture package", .enabled(if: ProcessInfo.processInfo.environment["STRATA_SKIP_E2E"] == nil))
struct MockFixturePackageTests {
    @Test("The fixture library's mocks build with zero warnings in every style and their tests pass", .timeLimit(.minutes(20)))
    func mocksBuildAndPass() async throws {
        let directory = try TemporaryDirectory("mock-fixtures")
        defer { directory.cleanUp() }
        let targets = try await MockFixtureLibrary.install(in: directory.url.appendingPathComponent("mocks"), packagePath: "mocks")
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "MockFixtures",
                platforms: [.macOS(.v14)],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
        try manifest.write(to: directory.url.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        guard let output = try PackageCheck.buildAndTest(directory.url, what: "the mock fixture package") else { return }
        for suite in ["Seed-style mocks", "Handler-style mocks", "Combined mocks"] {
            #expect(output.contains("Suite \"\(suite)\" passed"), "the mock suite \(suite) did not pass:\n\(output.suffix(2000))")
        }
    }
}
