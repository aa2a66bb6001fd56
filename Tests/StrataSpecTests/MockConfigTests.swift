import Foundation
import StrataModel
import Testing

@testable import StrataSpec

/// The `mock:` section of `.strata.yml`: read into `MockSettings`, each mistake one located error.
@Suite struct MockConfigTests {
    static let file = "/project/.strata.yml"

    func load(_ text: String) throws(StrataIssues) -> ProjectConfig {
        try ConfigLoader.load(text: text, file: Self.file, presetOverride: nil)
    }

    func expectIssue(
        _ text: String, _ message: String, line: Int, column: Int, hint: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try load(text)
            Issue.record("expected the config to fail", sourceLocation: sourceLocation)
        } catch {
            #expect(error.issues.count == 1, "issues: \(error.issues)", sourceLocation: sourceLocation)
            #expect(error.issues.first?.message == message, sourceLocation: sourceLocation)
            #expect(error.issues.first?.location == StrataModel.SourceLocation(file: Self.file, line: line, column: column), sourceLocation: sourceLocation)
            #expect(error.issues.first?.hint == hint, sourceLocation: sourceLocation)
        }
    }

    @Test func everyKeyIsRead() throws {
        let config = try load(
            """
            preset: contract
            mock:
              style: handler
              output: Tests/Shared/Mocks
              annotated: true
              roles: [repositories, use-cases]
              layers: domain
              names: ["User*", Clock]
              paths: ["Sources/Domain/**"]
              imports: [App]

            """)
        #expect(
            config.mock
                == MockSettings(
                    style: "handler", folder: "Tests/Shared/Mocks", annotated: true, roles: ["repositories", "use-cases"], layers: [.domain],
                    names: ["User*", "Clock"], paths: ["Sources/Domain/**"], imports: ["App"]))
        #expect(config.mock.selects)
    }

    @Test func withoutTheSectionNothingIsConfigured() throws {
        let config = try load("preset: contract\n")
        #expect(config.mock == MockSettings())
        #expect(!config.mock.selects)
        #expect(try load("mock:\n  singleFile: Tests/Mocks.swift\n").mock.singleFile == "Tests/Mocks.swift")
    }

    @Test func notAMapping() {
        expectIssue("mock: handler\n", "expected a mapping for `mock`, found `handler`", line: 1, column: 7)
    }

    @Test func unknownKey() {
        expectIssue("mock:\n  styles: seed\n", "unknown key `styles` in `mock`", line: 2, column: 3, hint: "did you mean `style`?")
    }

    @Test func unknownStyle() {
        expectIssue(
            "mock:\n  style: handlers\n", "unknown value `handlers` for `mock.style`", line: 2, column: 10,
            hint: "did you mean `handler`? expected one of: `seed`, `handler`, `combined`")
    }

    @Test func unknownRole() {
        expectIssue(
            "mock:\n  roles: [repositories, usecases]\n", "unknown value `usecases` for `mock.roles`", line: 2, column: 25,
            hint: "did you mean `use-cases`? expected one of: `repositories`, `use-cases`, `data-sources`, `api-clients`")
    }

    @Test func unknownLayer() {
        expectIssue(
            "mock:\n  layers: [domian]\n", "unknown value `domian` for `mock.layers`", line: 2, column: 12,
            hint: "did you mean `domain`? expected one of: `domain`, `application`, `data`, `presentation`, `app`, `tests`")
    }

    @Test func outputOutsideTheProject() {
        expectIssue(
            "mock:\n  output: ../Mocks\n", "`mock.output` `../Mocks` must be a relative path inside the project", line: 2, column: 11,
            hint: "e.g. `Tests/Shared/Mocks`")
    }

    @Test func singleFileNotSwift() {
        expectIssue(
            "mock:\n  singleFile: Tests/Mocks.txt\n", "`mock.singleFile` `Tests/Mocks.txt` is not a Swift file", line: 2, column: 15,
            hint: "end it in `.swift`")
    }

    @Test func outputAndSingleFileTogether() {
        expectIssue(
            "mock:\n  output: Tests/Mocks\n  singleFile: Tests/Mocks.swift\n", "`mock.output` and `mock.singleFile` both say where mocks go",
            line: 3, column: 3, hint: "keep one: `output` for a file per protocol, `singleFile` for all in one file")
    }

    @Test func annotatedNotABoolean() {
        expectIssue("mock:\n  annotated: sometimes\n", "expected `true` or `false` for `mock.annotated`, found `sometimes`", line: 2, column: 14)
    }

    @Test func aNameThatIsAPath() {
        expectIssue(
            "mock:\n  names: [Sources/User.swift]\n", "`mock.names` entry `Sources/User.swift` is not a protocol name or a glob of names",
            line: 2, column: 11, hint: "e.g. `UserRepository` or `*Repository`; choose files with `paths`")
    }

    @Test func anAbsolutePathGlob() {
        expectIssue(
            "mock:\n  paths: /Sources/**\n", "`mock.paths` entry `/Sources/**` must be a relative path glob", line: 2, column: 10,
            hint: "e.g. `**/Domain/**` or `Sources/*Data/**`")
    }

    @Test func anImportThatIsNotAModule() {
        expectIssue(
            "mock:\n  imports: [My-App]\n", "`My-App` in `mock.imports` is not a module name", line: 2, column: 13,
            hint: "module names are Swift identifiers, e.g. `App`")
    }

    @Test func theDocumentedExamplesLoad() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var examples = 0
        for file in ["README.md", "docs/SPEC.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let blocks = text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
            for block in blocks where block.hasPrefix("mock:") || block.contains("\nmock:") {
                // Only the `.strata.yml` examples: the README's and SPEC's specs are loaded elsewhere.
                guard !block.contains("feature:") else { continue }
                let config = try ConfigLoader.load(text: block, file: file, presetOverride: nil)
                #expect(config.mock != MockSettings(), "\(file): \(block)")
                examples += 1
            }
        }
        #expect(examples == 3)
    }
}
