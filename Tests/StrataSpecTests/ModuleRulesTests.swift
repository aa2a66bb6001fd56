import StrataModel
import Testing

@testable import StrataSpec

/// `conventions.modules`: one test per mistake, each reported at the key that causes it.
@Suite struct ModuleRulesTests {
    private func issues(_ text: String) -> [StrataIssue] {
        do {
            _ = try ConfigLoader.load(text: text, file: "/p/.strata.yml", presetOverride: nil)
            Issue.record("expected the config to fail")
            return []
        } catch {
            return error.issues
        }
    }

    @Test func popcornSplitsItsDataLayerAndOthersDoNot() throws {
        let popcorn = try ConfigLoader.load(text: "preset: popcorn\n", file: "/p/.strata.yml", presetOverride: nil).conventions
        #expect(popcorn.modules.infrastructure == "{feature}Infrastructure")
        #expect(popcorn.modules.adapters == "{context}Adapters")
        for preset in Presets.all where preset.preset != "popcorn" { #expect(!preset.modules.isSplit, "\(preset.preset)") }
    }

    @Test func theSplitCanBeTurnedOff() throws {
        let text = "preset: popcorn\nconventions:\n  accessLevel: internal\n  modules: {adapters: null, infrastructure: null}\n"
        let conventions = try ConfigLoader.load(text: text, file: "/p/.strata.yml", presetOverride: nil).conventions
        #expect(!conventions.modules.isSplit)
    }

    @Test func aModuleNeedsItsFolders() {
        let found = issues("conventions:\n  accessLevel: public\n  modules:\n    infrastructure: \"{feature}Infrastructure\"\n    infrastructureSources: \"Sources/Infra\"\n")
        #expect(found.map(\.message) == ["`conventions.modules.infrastructure` needs `modules.infrastructureTests`"])
        #expect(found.first?.location?.line == 4)
    }

    @Test func moduleNamesMustDiffer() {
        let found = issues(
            """
            preset: popcorn
            conventions:
              modules:
                adapters: "{feature}Domain"

            """)
        #expect(found.map(\.message) == ["`conventions.modules.adapters` and `conventions.moduleName` are both `{feature}Domain`"])
        #expect(found.first?.location?.line == 4)
    }

    @Test func moduleFoldersMustNotOverlap() {
        let found = issues(
            """
            preset: popcorn
            conventions:
              modules:
                infrastructureSources: "Contexts/{context}/Sources/{feature}Domain/Infrastructure"

            """)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("`conventions.modules.infrastructureSources`") == true)
        #expect(found.first?.message.hasSuffix("overlap") == true)
        #expect(found.first?.location?.line == 4)
    }

    @Test func internalAccessCannotCrossModules() {
        let found = issues("preset: popcorn\nconventions:\n  accessLevel: internal\n")
        #expect(found.map(\.message) == ["the Data layer is split into modules (`conventions.modules`) but `conventions.accessLevel` is `internal`"])
        #expect(found.first?.location?.line == 3)
        #expect(found.first?.hint?.contains("modules: {adapters: null, infrastructure: null}") == true)
    }

    @Test func moduleNamesAreSwiftNames() {
        let found = issues("preset: popcorn\nconventions:\n  modules:\n    adapters: \"{context} Adapters\"\n")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("does not expand to a Swift identifier") == true)
    }

    @Test func folderPlaceholdersAreForFilePathsOnly() {
        let found = issues("conventions:\n  mockName: \"{adaptersSources}Mock\"\n")
        #expect(found.first?.message == "unknown placeholder `{adaptersSources}` in `conventions.mockName`")
        #expect(
            try! ConfigLoader.load(
                text: "preset: popcorn\nconventions:\n  paths:\n    dto: \"{adaptersSources}/Wire/{name}.swift\"\n", file: "/p/.strata.yml", presetOverride: nil
            ).conventions.paths.dto == "{adaptersSources}/Wire/{name}.swift")
    }
}
