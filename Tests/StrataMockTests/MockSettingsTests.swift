import Foundation
import StrataModel
import Testing

@testable import StrataMock

/// `.strata.yml`'s `mock:` section as a run applies it: it fills what the request leaves unsaid.
@Suite("Mock settings")
struct MockSettingsTests {
    static let project = URL(fileURLWithPath: "/p")

    @Test func theConfigWordsAreTheOptionWords() {
        #expect(MockSettings.styleWords == MockStyle.allCases.map(\.rawValue))
        #expect(MockSettings.roleWords == MockedRole.allCases.map(\.rawValue))
    }

    @Test func anEmptyRequestTakesEverythingConfigured() {
        let settings = MockSettings(
            style: "handler", folder: "Tests/Mocks", annotated: true, roles: ["use-cases"], layers: [.domain], names: ["Clock"], paths: ["Sources/**"],
            imports: ["App"])
        let request = MockRequest(project: Self.project).filled(from: settings)
        #expect(request.destination == .folder("Tests/Mocks"))
        #expect(request.selection == MockSelection(annotated: true, roles: [.useCases], layers: [.domain], names: ["Clock"], paths: ["Sources/**"]))
        #expect(request.extraImports == ["App"])
        #expect(request.style == nil, "the pipeline weighs the configured style, to say where it came from")
    }

    @Test func aSingleFileIsADestinationToo() {
        let request = MockRequest(project: Self.project).filled(from: MockSettings(singleFile: "Tests/Mocks.swift"))
        #expect(request.destination == .file("Tests/Mocks.swift"))
    }

    @Test func optionsWin() {
        let settings = MockSettings(folder: "Tests/Mocks", roles: ["use-cases"], names: ["Clock"], imports: ["App", "Shared"])
        let given = MockRequest(
            project: Self.project, selection: MockSelection(names: ["User*"]), destination: .file("All.swift"), extraImports: ["Shared", "Extra"])
        let request = given.filled(from: settings)
        #expect(request.destination == .file("All.swift"))
        #expect(request.selection == MockSelection(names: ["User*"]), "a selection option replaces the whole configured selection")
        #expect(request.extraImports == ["App", "Shared", "Extra"], "imports add up, once each")
    }

    @Test func nothingConfiguredChangesNothing() {
        let given = MockRequest(project: Self.project)
        let request = given.filled(from: MockSettings())
        #expect(request.destination == .conventions)
        #expect(request.selection == MockSelection())
        #expect(request.extraImports.isEmpty)
    }

    @Test func theConfiguredStyleIsUsedAndNamedAsTheReasonUnlessAnOptionSaysOtherwise() async throws {
        let project = try ProjectOnDisk(["Sources/Domain/Clock.swift": "/// @mockable\nprotocol Clock {\n    func now() -> Double\n}\n"])
        defer { project.cleanUp() }
        let settings = MockPipeline.Settings(conventions: Presets.contract, mock: MockSettings(style: "handler", folder: "Tests/DomainTests/Mocks"))
        let configured = try await MockPipeline.run(MockRequest(project: project.url, mode: .dryRun, useCache: false), settings: settings)
        #expect(configured.style == .handler)
        #expect(configured.styleReason == "`mock.style` in .strata.yml")
        #expect(configured.plan.entries.map(\.path) == ["Tests/DomainTests/Mocks/ClockMock.swift"])

        let option = try await MockPipeline.run(MockRequest(project: project.url, style: .combined, mode: .dryRun, useCache: false), settings: settings)
        #expect(option.style == .combined)
        #expect(option.styleReason == "--style")
    }
}
