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

        let build = try ProcessRunner.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: directory.url)
        #expect(build.status == 0, "the mocks do not build:\n\(build.output.suffix(6000))")
        let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") && !$0.contains("Source files for target") }
        #expect(warnings.isEmpty, "the mocks have warnings:\n\(warnings.joined(separator: "\n"))")
        guard build.status == 0 else { return }

        let test = try ProcessRunner.run(["swift", "test", "--skip-build"], in: directory.url)
        #expect(test.status == 0, "the mock tests fail:\n\(test.output.suffix(6000))")
        for suite in ["Seed-style mocks", "Handler-style mocks", "Combined mocks"] {
            #expect(test.output.contains("Suite \"\(suite)\" passed"), "the mock suite \(suite) did not pass:\n\(test.output.suffix(2000))")
        }
    }
}
