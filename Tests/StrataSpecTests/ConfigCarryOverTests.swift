import StrataModel
import Testing

@testable import StrataSpec

/// `strata init --force` keeps every section of the replaced `.strata.yml` but `preset` and
/// `conventions`, as written.
@Suite("Config carry-over")
struct ConfigCarryOverTests {
    /// What a team adds to the file, comments and odd spellings included: exactly what must be kept.
    static let teamSections = """
        # Our layers: Core is the domain.
        layers:
          domain: "**/Core/**"
        exclude: [Generated/**]
        lint:
          rules:
            size-limits: { enabled: true, maxFunctionLines: 60 }   # trailing comment kept
        "mock":
          style: handler

        """

    static let teamFile = """
        # Written by `strata init` from the vitalarc preset.
        preset: vitalarc
        conventions:
          indentWidth: 2
          # a comment inside conventions goes with it
          useTabs: false

        """ + teamSections

    static let written = ConfigWriter.yaml(for: Presets.vitalArc, header: ["written by a test"])

    static func loads(_ text: String) -> Bool {
        (try? ConfigLoader.load(text: text, file: ".strata.yml", presetOverride: nil)) != nil
    }

    @Test func everySectionButPresetAndConventionsIsKeptVerbatimWithItsComments() throws {
        #expect(Self.loads(Self.teamFile), "the fixture itself is a valid config")
        let kept = ConfigCarryOver.keptSections(of: Self.teamFile)
        #expect(kept.keys == ["layers", "exclude", "lint", "mock"])
        #expect(kept.text == Self.teamSections)
        #expect(kept.missed == [])
    }

    /// The new conventions and the kept sections together load, with the kept settings in force.
    @Test func theReplacementLoadsWithTheKeptSettings() throws {
        let replacement = ConfigCarryOver.replacing(Self.teamFile, with: Self.written, loads: Self.loads)
        #expect(replacement.text == Self.written + "\n" + ConfigCarryOver.marker + "\n" + Self.teamSections)
        #expect(replacement.kept == ["layers", "exclude", "lint", "mock"])
        #expect(replacement.notKept == [])
        let config = try ConfigLoader.load(text: replacement.text, file: ".strata.yml", presetOverride: nil)
        #expect(config.layerGlobs.map(\.glob) == ["**/Core/**"])
        #expect(config.excludes == ["Generated/**"])
        #expect(config.conventions == Presets.vitalArc)
    }

    /// What `init` writes from a kept file keeps the same sections again, and nothing more.
    @Test func replacingTwiceGivesTheSameFile() {
        let once = ConfigCarryOver.replacing(Self.teamFile, with: Self.written, loads: Self.loads).text
        let twice = ConfigCarryOver.replacing(once, with: Self.written, loads: Self.loads).text
        #expect(twice == once)
        #expect(once.components(separatedBy: ConfigCarryOver.marker).count == 2)
    }

    /// A section that cannot be cut out by lines is named, not lost silently.
    @Test func aFlowMappingFileNamesWhatItCannotKeep() {
        let old = "{preset: vitalarc, lint: {rules: {size-limits: on}}, exclude: [Gen/**]}\n"
        #expect(Self.loads(old))
        let replacement = ConfigCarryOver.replacing(old, with: Self.written, loads: Self.loads)
        #expect(replacement == ConfigCarryOver.Replacement(text: Self.written, kept: [], notKept: ["lint", "exclude"]))
    }

    /// A kept section that would not load on its own (its alias's anchor was in `conventions`) is
    /// left out and named; the new conventions are written anyway.
    @Test func sectionsThatWouldNotLoadBesideTheNewConventionsAreNamed() {
        let old = "conventions:\n  entityConformances: &shared [Identifiable]\nexclude: *shared\n"
        #expect(Self.loads(old))
        let replacement = ConfigCarryOver.replacing(old, with: Self.written, loads: Self.loads)
        #expect(replacement == ConfigCarryOver.Replacement(text: Self.written, kept: [], notKept: ["exclude"]))
    }

    @Test func aFileWithOnlyWhatInitWritesKeepsNothing() {
        #expect(ConfigCarryOver.keptSections(of: Self.written) == ConfigCarryOver.Kept(text: "", keys: []))
        #expect(ConfigCarryOver.keptSections(of: "") == ConfigCarryOver.Kept(text: "", keys: []))
        #expect(ConfigCarryOver.replacing(Self.written, with: Self.written, loads: Self.loads).text == Self.written)
    }

    @Test(
        arguments: [
            ("lint:", "lint"), ("\"mock\": {}", "mock"), ("'layers' :", "layers"), ("  nested: 1", nil), ("# lint: no", nil),
            ("- item", nil), ("---", nil), ("...", nil), ("", nil), ("no colon", nil), ("{lint: {}}", nil), ("[a]", nil),
        ] as [(String, String?)])
    func topLevelKeysStartAtColumnZero(line: String, key: String?) {
        #expect(ConfigCarryOver.topLevelKey(line) == key)
    }
}
