import Foundation
import StrataLint
import Testing

/// Every rule's documented examples are its first tests: the incorrect example must trigger the
/// rule, the correct one must not (SwiftLint's triggering / non-triggering examples).
@Suite("Rule examples")
struct RuleExampleTests {
    static let ids = RuleRegistry.descriptions.map(\.id)

    /// The example's `.strata.yml`, with the rule switched on (some are off by default).
    static func configuration(_ example: RuleExample, enabling id: String) -> String {
        (example.configuration ?? "") + "\nlint:\n  rules:\n    \(id): on\n"
    }

    static func findings(of id: String, in example: RuleExample) async throws -> [Finding] {
        let description = try #require(RuleRegistry.type(id: id)).description
        // `unreadable-file` needs bytes that are not UTF-8: its example is written as Latin-1.
        let project = try ExampleProject(
            files: example.files, configuration: configuration(example, enabling: description.id),
            encoding: id == "unreadable-file" ? .isoLatin1 : .utf8)
        defer { project.remove() }
        return try await project.lint().report.findings.filter { $0.ruleID == id }
    }

    @Test(arguments: ids)
    func incorrectExampleTriggers(_ id: String) async throws {
        let description = try #require(RuleRegistry.type(id: id)).description
        #expect(!description.incorrect.files.isEmpty, "\(id): the incorrect example has no `// path.swift` file header")
        let findings = try await Self.findings(of: id, in: description.incorrect)
        #expect(!findings.isEmpty, "\(id): the incorrect example does not trigger the rule")
    }

    @Test(arguments: ids)
    func correctExampleDoesNotTrigger(_ id: String) async throws {
        let description = try #require(RuleRegistry.type(id: id)).description
        #expect(!description.correct.files.isEmpty, "\(id): the correct example has no `// path.swift` file header")
        let findings = try await Self.findings(of: id, in: description.correct)
        #expect(findings.isEmpty, "\(id): the correct example triggers: \(findings.map { "\($0.location): \($0.message)" })")
    }

    @Test func ruleDocumentsFollowTheSeedFormat() {
        for rule in RuleRegistry.descriptions {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id): ids are kebab-case")
            #expect(!rule.title.isEmpty && !rule.impactDescription.isEmpty && !rule.rationale.isEmpty, "\(rule.id)")
            #expect(!rule.tags.isEmpty, "\(rule.id): no tags")
            let document = RuleDocument.markdown(rule)
            for part in ["title: ", "impact: ", "impactDescription: ", "tags: ", "**Incorrect (", "**Correct (", "```swift"] {
                #expect(document.contains(part), "\(rule.id): the document lacks `\(part)`")
            }
        }
        #expect(Set(Self.ids).count == Self.ids.count, "rule ids are unique")
    }
}
