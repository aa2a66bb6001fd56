import Testing
@testable import StrataGenerate
import StrataModel

/// Template contexts reach Mustache as dictionaries: through `Encodable` (fast) or reflection (fallback).
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

    @Test func encodingAndReflectionGiveTheSameValues() throws {
        let encoded = try #require(TemplateValueEncoder.values(of: Self.sample) as? [String: Any])
        let reflected = try #require(TemplateValues.box(Self.sample) as? [String: Any])
        for values in [encoded, reflected] {
            #expect(values["name"] as? String == "Workout")
            #expect(values["count"] as? Int == 3)
            #expect((values["docLines"] as? [Any])?.compactMap { $0 as? String } == ["x", "y"])
            let line = try #require((values["lines"] as? [Any])?.first as? [String: Any])
            #expect(line["text"] as? String == "a")
            #expect(line["flag"] as? Bool == true)
            // A nil optional is a missing key, as Mustache treats a missing value.
            #expect(values.keys.contains("note") == false)
        }
    }

    /// Every built-in context takes the fast path; a new planner that forgets `Encodable` still
    /// renders (by reflection) but this test names it.
    @Test func everyPlannedContextIsEncodable() throws {
        for preset in Presets.all {
            let files = try Planner(conventions: preset).plan(
                Fixtures.workouts(), options: GenerationOptions(packageManifest: true, designDocumentPath: "DESIGN.md", dataLayer: true))
            for file in files {
                #expect(file.context is any Encodable, "\(file.template) context \(type(of: file.context)) is not Encodable")
            }
        }
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
