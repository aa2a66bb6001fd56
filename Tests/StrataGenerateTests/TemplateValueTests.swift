import StrataModel
import Testing

@testable import StrataGenerate

/// Template contexts reach Mustache as dictionaries, encoded through their synthesised `Encodable`.
struct TemplateValueTests {
    struct Line: Encodable {
        var text: String
        var flag: Bool
    }
    struct Sample: Encodable {
        var name: String
        var count: Int
        var lines: [Line]
        var docLines: [String]
        var note: String?
    }

    static let sample = Sample(name: "Workout", count: 3, lines: [Line(text: "a", flag: true)], docLines: ["x", "y"], note: nil)

    @Test func contextsBecomeDictionariesArraysAndScalars() throws {
        let values = try #require(TemplateValueEncoder.values(of: Self.sample) as? [String: Any])
        #expect(values["name"] as? String == "Workout")
        #expect(values["count"] as? Int == 3)
        #expect((values["docLines"] as? [Any])?.compactMap { $0 as? String } == ["x", "y"])
        let line = try #require((values["lines"] as? [Any])?.first as? [String: Any])
        #expect(line["text"] as? String == "a")
        #expect(line["flag"] as? Bool == true)
        // A nil optional is a missing key, as Mustache treats a missing value.
        #expect(values.keys.contains("note") == false)
    }

    /// Rendering through the encoded values: sections over arrays, nested keys, inverted sections.
    @Test func encodedContextsRenderThroughMustache() throws {
        let library = try TemplateLibrary()
        let rendered = try #require(
            library.render(
                EnumContext(
                    access: "public ", name: "Kind", conformances: "String", docLines: ["Doc."],
                    cases: [EnumContext.Case(caseDocLines: [], declaration: "strength")]),
                template: "enum"))
        #expect(rendered.contains("/// Doc."))
        #expect(rendered.contains("public enum Kind: String {"))
        #expect(rendered.contains("    case strength\n"))
    }
}

struct ConcurrentPlanningTests {
    @Test func concurrentPlanningGivesTheSerialPlan() async throws {
        let options = GenerationOptions(packageManifest: true, designDocumentPath: "DESIGN.md")
        for preset in Presets.all {
            let planner = Planner(conventions: preset)
            let serial = try planner.plan(Fixtures.workouts(), options: options)
            let concurrent = try await planner.planConcurrently(Fixtures.workouts(), options: options)
            #expect(serial.map(\.path) == concurrent.map(\.path))
            #expect(serial.map(\.template) == concurrent.map(\.template))
        }
    }
}
