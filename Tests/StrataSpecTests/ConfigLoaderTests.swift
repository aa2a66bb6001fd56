import Foundation
import StrataModel
import Testing

@testable import StrataSpec

private let configFile = "/project/.strata.yml"

private func loadConfig(_ text: String, preset: String? = nil) throws(StrataIssues) -> ProjectConfig {
    try ConfigLoader.load(text: text, file: configFile, presetOverride: preset)
}

/// The issues of a config that must fail.
private func configIssues(_ text: String, preset: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [StrataIssue] {
    do {
        _ = try loadConfig(text, preset: preset)
        Issue.record("expected the config to fail", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.issues
    }
}

private func expectConfigIssue(
    _ text: String, _ message: String, line: Int, column: Int, hint: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let found = configIssues(text, sourceLocation: sourceLocation)
    #expect(found.count == 1, "issues: \(found)", sourceLocation: sourceLocation)
    #expect(found.first?.message == message, sourceLocation: sourceLocation)
    #expect(found.first?.location == StrataModel.SourceLocation(file: configFile, line: line, column: column), sourceLocation: sourceLocation)
    #expect(found.first?.hint == hint, sourceLocation: sourceLocation)
}

@Suite struct ConfigLoaderTests {
    // MARK: Presets and templates

    @Test func emptyConfigIsTheDefaultPreset() throws {
        for text in ["", "# just a comment\n"] {
            let config = try loadConfig(text)
            #expect(config.presetName == Presets.defaultName)
            #expect(config.conventions == Presets.vitalArc)
            #expect(config.templatesDirectory == nil)
        }
    }

    @Test func presetFromTheFileAndTheOverrideWins() throws {
        #expect(try loadConfig("preset: contract\n").conventions == Presets.contract)
        let overridden = try loadConfig("preset: contract\n", preset: "clinic")
        #expect(overridden.presetName == "clinic")
        #expect(overridden.conventions == Presets.clinic)
    }

    @Test func templatesAreRelativeToTheConfigFile() throws {
        #expect(try loadConfig("templates: strata-templates\n").templatesDirectory == "/project/strata-templates")
        #expect(try loadConfig("templates: /opt/templates\n").templatesDirectory == "/opt/templates")
        let local = try ConfigLoader.load(text: "templates: t\n", file: ".strata.yml", presetOverride: nil)
        #expect(local.templatesDirectory == "t")
        #expect(ConfigLoader.resolve("t", relativeTo: "c") == "t")
        #expect(ConfigLoader.resolve("t", relativeTo: "/.strata.yml") == "/t")
        #expect(ConfigLoader.resolve("t", relativeTo: "app/.strata.yml") == "app/t")
        #expect(ConfigLoader.resolve("../shared/t", relativeTo: "/p/.strata.yml") == "/p/../shared/t")
    }

    // MARK: Overrides, one per kind of value

    @Test func overridesOfEveryKindOfValue() throws {
        let config = try loadConfig(
            """
            preset: contract
            conventions:
              typedThrows: false
              indentWidth: 2
              entityConformances: [Identifiable, Equatable, Sendable, Codable]
              accessLevel: public
              testFramework: xctest
              useCaseName: "{name}Interactor"
              fileHeader: "// {file} — {module}"
              repositoryMethods: { fetchByID: "get{name}(by:)" }
              paths: { sources: "App/Sources" }
            """
        )
        var expected = Presets.contract
        expected.typedThrows = false
        expected.indentWidth = 2
        expected.entityConformances = ["Identifiable", "Equatable", "Sendable", "Codable"]
        expected.accessLevel = .public
        expected.testFramework = .xctest
        expected.useCaseName = "{name}Interactor"
        expected.fileHeader = "// {file} — {module}"
        expected.repositoryMethods.fetchByID = "get{name}(by:)"
        expected.paths.sources = "App/Sources"
        #expect(config.conventions == expected)
        #expect(config.presetName == "contract")
    }

    @Test func nullClearsAnOptionalField() throws {
        var withHeader = Presets.vitalArc
        withHeader.fileHeader = "// x"
        let config = try loadConfig("conventions:\n  fileHeader: \"// x\"\n")
        #expect(config.conventions == withHeader)
        #expect(try loadConfig("conventions:\n  fileHeader: null\n").conventions.fileHeader == nil)
    }

    @Test func everyPresetPassesItsOwnPatternRules() throws {
        for preset in Presets.all {
            let encoded = try JSONEncoder().encode(preset)
            guard case .object(let fields) = try JSONDecoder().decode(JSONValue.self, from: encoded) else { continue }
            for (key, value) in fields {
                if case .text(let text) = value { #expect(PatternRules.problems(path: key, value: text).isEmpty, "\(preset.preset).\(key)") }
                if case .object(let nested) = value {
                    for case (let inner, .text(let text)) in nested {
                        #expect(PatternRules.problems(path: "\(key).\(inner)", value: text).isEmpty, "\(preset.preset).\(key).\(inner)")
                    }
                }
            }
        }
    }

    @Test func selectorShapes() {
        #expect(PatternRules.isSelector("fetchAll()"))
        #expect(PatternRules.isSelector("search(query:page:)"))
        #expect(PatternRules.isSelector("delete(_:)"))
        #expect(!PatternRules.isSelector("fetch"))
        #expect(!PatternRules.isSelector("fetch(id)"))
        #expect(!PatternRules.isSelector("fetch(::)"))
        #expect(!PatternRules.isSelector("(id:)"))
    }

    // MARK: Errors

    @Test func unknownConventionKeySuggests() {
        expectConfigIssue(
            "conventions:\n  typedThrow: true\n", "unknown key `typedThrow` in `conventions`", line: 2, column: 3,
            hint: "did you mean `typedThrows`?")
    }

    @Test func unknownNestedKeySuggests() {
        expectConfigIssue(
            "conventions:\n  paths: { entites: \"{sources}/{name}.swift\" }\n", "unknown key `entites` in `conventions.paths`",
            line: 2, column: 12, hint: "did you mean `entity`?")
    }

    @Test func unknownTopLevelKey() {
        expectConfigIssue("presets: contract\n", "unknown key `presets` in `.strata.yml`", line: 1, column: 1, hint: "did you mean `preset`?")
    }

    @Test func wrongKindForABool() {
        expectConfigIssue("conventions:\n  typedThrows: maybe\n", "`conventions.typedThrows` expects `true` or `false`, found `maybe`", line: 2, column: 16)
    }

    @Test func wrongKindForAnInt() {
        expectConfigIssue("conventions:\n  indentWidth: four\n", "`conventions.indentWidth` expects a whole number, found `four`", line: 2, column: 16)
    }

    @Test func indentWidthOutOfRange() {
        expectConfigIssue("conventions:\n  indentWidth: 12\n", "`conventions.indentWidth` must be between 1 and 8, found 12", line: 2, column: 16)
    }

    @Test func wrongKindForAList() {
        expectConfigIssue(
            "conventions:\n  entityConformances: Equatable\n",
            "`conventions.entityConformances` expects a list of names, found `Equatable`", line: 2, column: 23)
    }

    @Test func listEntryThatIsNotAName() {
        expectConfigIssue(
            "conventions:\n  enumConformances: [Equatable, \"Send able\"]\n",
            "`Send able` in `conventions.enumConformances` is not a Swift type name", line: 2, column: 33,
            hint: "list protocol names such as `Equatable`")
    }

    @Test func wrongKindForANestedStruct() {
        expectConfigIssue("conventions:\n  paths: App/Sources\n", "expected a mapping for `conventions.paths`, found `App/Sources`", line: 2, column: 10)
    }

    @Test func enumValueListsTheAllowedValues() {
        expectConfigIssue(
            "conventions:\n  accessLevel: publik\n",
            "`conventions.accessLevel` must be one of `internal`, `public`, `package`, found `publik`", line: 2, column: 16,
            hint: "did you mean `public`?")
        expectConfigIssue(
            "conventions:\n  testFramework: quick\n",
            "`conventions.testFramework` must be one of `swiftTesting`, `xctest`, found `quick`", line: 2, column: 18)
    }

    @Test func unknownPlaceholder() {
        expectConfigIssue(
            "conventions:\n  useCaseName: \"{nam}UseCase\"\n", "unknown placeholder `{nam}` in `conventions.useCaseName`",
            line: 2, column: 16,
            hint: "did you mean `{name}`? allowed: {feature} {module} {app} {context} {name} {names} {entity} {sources} {tests}")
    }

    @Test func namePatternMustExpandToAnIdentifier() {
        expectConfigIssue(
            "conventions:\n  mockName: \"Mock-{name}\"\n",
            "`conventions.mockName` `Mock-{name}` does not expand to a Swift identifier (`Mock-Name`)", line: 2, column: 13,
            hint: "use letters, digits and `_` around the placeholders")
    }

    @Test func namePatternMustContainItsPlaceholder() {
        expectConfigIssue(
            "conventions:\n  repositoryProtocolName: Repository\n",
            "`conventions.repositoryProtocolName` `Repository` must contain `{entity}`", line: 2, column: 27,
            hint: "otherwise every generated type gets the same name")
    }

    @Test func methodPatternMustBeASignature() {
        expectConfigIssue(
            "conventions:\n  repositoryMethods: { save: \"save{name}\" }\n",
            "`conventions.repositoryMethods.save` `save{name}` is not a method signature such as `fetch(id:)`", line: 2, column: 30,
            hint: "write the base name and argument labels, e.g. `get{name}(by:)` or `fetchAll()`")
    }

    @Test func pathMustStayInsideTheOutputFolder() {
        expectConfigIssue(
            "conventions:\n  paths: { entity: \"../{name}.swift\" }\n",
            "`conventions.paths.entity` `../{name}.swift` must not contain empty, `.` or `..` components", line: 2, column: 20,
            hint: "generated files stay inside the output folder")
        expectConfigIssue(
            "conventions:\n  paths: { sources: /usr/src }\n",
            "`conventions.paths.sources` `/usr/src` must be a relative path", line: 2, column: 21,
            hint: "paths are relative to the output folder")
    }

    @Test func filePathNeedsNameAndSwiftExtension() {
        expectConfigIssue(
            "conventions:\n  paths: { useCase: \"{sources}/UseCases.swift\" }\n",
            "`conventions.paths.useCase` `{sources}/UseCases.swift` must contain `{name}`", line: 2, column: 21,
            hint: "otherwise every file of this kind gets the same path")
        expectConfigIssue(
            "conventions:\n  paths: { useCase: \"{sources}/{name}.txt\" }\n",
            "`conventions.paths.useCase` `{sources}/{name}.txt` must end in `.swift`", line: 2, column: 21,
            hint: "e.g. `{sources}/Entities/{name}.swift`")
    }

    @Test func useCaseAndContractNeedDistinctNames() {
        expectConfigIssue(
            "preset: contract\nconventions:\n  useCaseContractName: \"{name}UseCase\"\n",
            "`conventions.useCaseName` and `conventions.useCaseContractName` are both `{name}UseCase`", line: 3, column: 24,
            hint: "the `protocolAndStruct` style generates a protocol and a type, which need different names")
    }

    @Test func presetCannotBeOverriddenInsideConventions() {
        expectConfigIssue(
            "conventions:\n  preset: clinic\n", "`preset` cannot be overridden inside `conventions`", line: 2, column: 3,
            hint: "set it with the top-level `preset:` key")
    }

    @Test func unknownPresetInTheFileSuggests() {
        expectConfigIssue(
            "preset: contrat\n", "unknown preset `contrat`", line: 1, column: 9,
            hint: "did you mean `contract`? presets: vitalarc, popcorn, contract, arclabs, clinic")
    }

    @Test func unknownPresetOverrideHasNoPosition() {
        let found = configIssues("", preset: "popcron")
        #expect(found.map(\.message) == ["unknown preset `popcron`"])
        #expect(found.first?.location == nil)
        #expect(found.first?.hint == "did you mean `popcorn`? presets: vitalarc, popcorn, contract, arclabs, clinic")
    }

    @Test func configMustBeAMapping() {
        expectConfigIssue("- contract\n", "`.strata.yml` must be a mapping with keys such as `preset:`, found a list", line: 1, column: 1)
    }

    @Test func yamlErrorInTheConfig() {
        let found = configIssues("conventions: { typedThrows: true\n")
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("invalid YAML:") == true)
        #expect(found.first?.location?.file == configFile)
    }

    @Test func allConfigProblemsAreReportedTogether() {
        let found = configIssues("preset: contrat\nconventions:\n  typedThrow: true\n  accessLevel: publik\n  indentWidth: 0\n")
        #expect(found.map { $0.location?.line } == [1, 3, 4, 5])
    }

    // MARK: Files

    @Test func loadsFromAProjectFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let none = try ConfigLoader.load(directory: folder, presetOverride: nil)
        #expect(none.presetName == Presets.defaultName && none.conventions == Presets.vitalArc && none.templatesDirectory == nil)
        #expect(try ConfigLoader.load(directory: folder, presetOverride: "arclabs").conventions == Presets.arcLabs)
        #expect(throws: StrataIssues.self) { try ConfigLoader.load(directory: folder, presetOverride: "nope") }

        try Data("preset: popcorn\ntemplates: templates\nconventions: { indentWidth: 2 }\n".utf8)
            .write(to: folder.appendingPathComponent(".strata.yml"))
        let config = try ConfigLoader.load(directory: folder, presetOverride: nil)
        #expect(config.presetName == "popcorn")
        #expect(config.conventions.indentWidth == 2)
        #expect(config.templatesDirectory == folder.appendingPathComponent("templates").path)
    }
}
