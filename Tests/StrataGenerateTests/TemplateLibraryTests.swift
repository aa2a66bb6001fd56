import Foundation
import StrataModel
import Testing

@testable import StrataGenerate

@Suite("Template overrides")
struct TemplateLibraryTests {
    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url
    }

    @Test func aProjectTemplateReplacesTheBuiltInOne() async throws {
        let url = try folder(["error.mustache": "import Foundation\n\n/// House error.\nenum {{name}}: Error, Equatable {\n{{#cases}}\n    case {{declaration}}\n{{/cases}}\n}\n"])
        defer { try? FileManager.default.removeItem(at: url) }
        let templates = try TemplateLibrary(overridesDirectory: url)
        #expect(templates.sources["error"] == url.appendingPathComponent("error.mustache").path)
        let result = try await Generator(conventions: Presets.vitalArc, templates: templates).generate(Fixtures.workouts())
        let error = try #require(result.files.first { $0.role == .error })
        #expect(error.contents.contains("/// House error.\nenum WorkoutsError: Error, Equatable {"))
    }

    @Test func aBrokenOverrideIsAnErrorNamingTheFile() throws {
        let url = try folder(["entity.mustache": "{{#unclosed}}"])
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try TemplateLibrary(overridesDirectory: url)
            Issue.record("expected an error")
        } catch {
            let issue = try #require(error.issues.first)
            #expect(issue.location?.file.hasSuffix("entity.mustache") == true)
            #expect(issue.location?.line == 1)
            #expect(issue.message.hasPrefix("template `entity` does not parse"))
            #expect(!issue.message.contains("CONTENT_TYPE"))
        }
    }

    @Test func anOverrideThatMatchesNoTemplateIsAWarning() throws {
        let url = try folder(["entty.mustache": "x"])
        defer { try? FileManager.default.removeItem(at: url) }
        let templates = try TemplateLibrary(overridesDirectory: url)
        #expect(templates.sources["entity"]?.contains("strata-templates") == false)
    }

    @Test func anOverrideThatBreaksSwiftIsCaughtBeforeWriting() async throws {
        let url = try folder(["enum.mustache": "enum {{name}} {\n"])
        defer { try? FileManager.default.removeItem(at: url) }
        let generator = Generator(conventions: Presets.vitalArc, templates: try TemplateLibrary(overridesDirectory: url))
        do {
            _ = try await generator.generate(Fixtures.workouts())
            Issue.record("expected a verification error")
        } catch {
            #expect(error.issues.contains { $0.location?.file.hasSuffix("WorkoutKind.swift") == true && $0.message.contains("does not parse") })
        }
    }
}
