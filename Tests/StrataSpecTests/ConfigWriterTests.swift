import StrataModel
import StrataSpec
import Testing

@Suite("ConfigWriter")
struct ConfigWriterTests {
    @Test("Every preset written as .strata.yml loads back to the same conventions", arguments: Presets.names)
    func roundTrip(preset: String) throws {
        var conventions = try #require(Presets.named(preset))
        conventions.fileHeader = "//  {file}\n//  \"Quoted\" \\ header"
        conventions.useTabs = true
        let text = ConfigWriter.yaml(for: conventions, header: ["written by a test"])
        #expect(text.hasPrefix("# written by a test\n"))
        let loaded = try ConfigLoader.load(text: text, file: ".strata.yml", presetOverride: nil)
        #expect(loaded.conventions == conventions)
    }
}
