import StrataModel
@testable import StrataSpec
import Testing

/// `strata init --force` keeps every section of the replaced `.strata.yml` but `preset` and
/// `conventions`, as written.
@Suite("Config carry-over")
struct ConfigCarryOverTests {
    static let teamFile = """
        # Written by `strata init` from the vitalarc preset.
        preset: vitalarc
        conventions:
          indentWidth: 2
          # a comment inside conventions goes with it
          useTabs: false

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

    @Test func everySectionButPresetAndConventionsIsKeptVerbatimWithItsComments() {
        let kept = ConfigCarryOver.keptSections(of: Self.teamFile)
        #expect(kept.keys == ["layers", "exclude", "lint", "mock"])
        #expect(kept.text == """
            # Our layers: Core is the domain.
            layers:
              domain: "**/Core/**"
            exclude: [Generated/**]
            lint:
              rules:
                size-limits: { enabled: true, maxFunctionLines: 60 }   # trailing comment kept
            "mock":
              style: handler

            """)
    }

    /// What `init` writes from a kept file keeps the same sections again, and nothing more.
    @Test func keepingTwiceGivesTheSameFile() {
        let once = ConfigCarryOver.joined(ConfigWriter.yaml(for: Presets.vitalArc), ConfigCarryOver.keptSections(of: Self.teamFile))
        let twice = ConfigCarryOver.joined(ConfigWriter.yaml(for: Presets.vitalArc), ConfigCarryOver.keptSections(of: once))
        #expect(twice == once)
        #expect(once.components(separatedBy: ConfigCarryOver.marker).count == 2)
    }

    /// A section that cannot be cut out by lines is named, not lost silently.
    @Test func aFlowMappingFileNamesWhatItCannotKeep() {
        let kept = ConfigCarryOver.keptSections(of: "{preset: vitalarc, lint: {rules: {size-limits: on}}, exclude: [Gen/**]}\n")
        #expect(kept.keys.isEmpty)
        #expect(kept.missed == ["lint", "exclude"])
    }

    @Test func aFileWithOnlyWhatInitWritesKeepsNothing() {
        let written = ConfigWriter.yaml(for: Presets.vitalArc, header: ["written by a test"])
        #expect(ConfigCarryOver.keptSections(of: written) == ConfigCarryOver.Kept(text: "", keys: []))
        #expect(ConfigCarryOver.keptSections(of: "") == ConfigCarryOver.Kept(text: "", keys: []))
    }

    /// The new conventions and the kept sections together load, with the kept settings in force.
    @Test func newConventionsWithKeptSectionsLoad() throws {
        let kept = ConfigCarryOver.keptSections(of: Self.teamFile)
        let text = ConfigWriter.yaml(for: Presets.vitalArc) + "\n" + kept.text
        let config = try ConfigLoader.load(text: text, file: ".strata.yml", presetOverride: nil)
        #expect(config.layerGlobs.map(\.glob) == ["**/Core/**"])
        #expect(config.excludes == ["Generated/**"])
        #expect(config.conventions == Presets.vitalArc)
    }

    @Test(arguments: [
        ("lint:", "lint"), ("\"mock\": {}", "mock"), ("'layers' :", "layers"), ("  nested: 1", nil), ("# lint: no", nil),
        ("- item", nil), ("---", nil), ("...", nil), ("", nil), ("no colon", nil), ("{lint: {}}", nil), ("[a]", nil),
    ] as [(String, String?)])
    func topLevelKeysStartAtColumnZero(line: String, key: String?) {
        #expect(ConfigCarryOver.topLevelKey(line) == key)
    }
}
