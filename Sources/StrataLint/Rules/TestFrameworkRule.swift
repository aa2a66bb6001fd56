import StrataModel

/// House style: tests use the configured framework (Swift Testing or XCTest).
struct TestFrameworkRule: LintRule {
    static let description = RuleDescription(
        id: "test-framework",
        title: "Tests use the configured test framework",
        impact: .low,
        impactDescription: "two test frameworks in one codebase double the helpers, the assertions people must know and the CI setup",
        tags: ["tests", "style", "conventions", "swift-testing", "xctest"],
        rationale: """
            `conventions.testFramework` says whether tests use Swift Testing (`import Testing`, `@Suite`, \
            `@Test`, `#expect`) or XCTest. A test file importing the other one is reported; migrating \
            it keeps one way of writing tests.
            """,
        incorrect: RuleExample(
            "XCTest in a Swift Testing codebase", configuration: "preset: vitalarc\n",
            code: """
                // VitalArcTests/UseCases/CreateWorkoutUseCaseTests.swift
                import XCTest

                final class CreateWorkoutUseCaseTests: XCTestCase {
                    func testCreatesAWorkout() async throws {
                        XCTAssertTrue(true)
                    }
                }
                """),
        correct: RuleExample(
            "Swift Testing", configuration: "preset: vitalarc\n",
            code: """
                // VitalArcTests/UseCases/CreateWorkoutUseCaseTests.swift
                import Testing

                @Suite("CreateWorkoutUseCase")
                struct CreateWorkoutUseCaseTests {
                    @Test func createsAWorkout() async throws {
                        #expect(true)
                    }
                }
                """),
        needsConventions: true,
        sources: ["every preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard let conventions = file.project.conventions, file.isTest else { return }
        let imports = file.summary.imports
        switch conventions.testFramework {
        case .swiftTesting:
            guard !imports.contains(where: { $0.module == "Testing" }), let xctest = imports.first(where: { $0.module == "XCTest" }),
                !Self.isUITest(file)
            else { return }
            findings.add(
                "test file uses XCTest, but the house style is Swift Testing (`conventions.testFramework`): migrate it to `import Testing`, `@Test` and `#expect`.",
                line: xctest.line)
        case .xctest:
            guard !imports.contains(where: { $0.module == "XCTest" }), let testing = imports.first(where: { $0.module == "Testing" }) else { return }
            findings.add(
                "test file uses Swift Testing, but the house style is XCTest (`conventions.testFramework`): write it as an `XCTestCase`.",
                line: testing.line)
        }
    }

    /// UI tests (`XCUIApplication`, robots over `XCUIElement`, a `…UITests` folder) run only under
    /// XCTest: Swift Testing cannot drive an app, so they are not asked to move.
    static func isUITest(_ file: LintFile) -> Bool {
        file.path.split(separator: "/").dropLast().contains { $0.hasSuffix("UITests") || $0.hasSuffix("UITest") }
            || file.code.typeReferences.contains { $0.name.hasPrefix("XCUI") }
    }
}
