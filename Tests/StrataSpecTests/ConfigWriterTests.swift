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

@Suite("Config layers and excludes")
struct ConfigLayersTests {
    @Test func layersAreReadInOrder() throws {
        let text = "layers:\n  data: [\"**/Infrastructure/**\", \"**/Adapters/**\"]\n  domain: \"**/Core/**\"\nexclude: [Generated/**]\n"
        let config = try ConfigLoader.load(text: text, file: ".strata.yml", presetOverride: nil)
        #expect(config.layerGlobs.map(\.layer) == [.data, .data, .domain])
        #expect(config.layerGlobs.map(\.glob) == ["**/Infrastructure/**", "**/Adapters/**", "**/Core/**"])
        #expect(config.excludes == ["Generated/**"])
    }

    @Test func unknownLayerIsReportedWithSuggestion() throws {
        do {
            _ = try ConfigLoader.load(text: "layers:\n  domian: [\"**/Domain/**\"]\n", file: ".strata.yml", presetOverride: nil)
            Issue.record("expected an issue")
        } catch {
            let issue = try #require(error.issues.first)
            #expect(issue.message == "unknown layer `domian` in `layers`")
            #expect(issue.hint == "did you mean `domain`?")
            #expect(issue.location?.line == 2 && issue.location?.column == 3)
        }
    }

    @Test func absoluteOrEscapingGlobsAreRefused() throws {
        do {
            _ = try ConfigLoader.load(text: "exclude: [\"/etc/**\", \"../x\"]\n", file: ".strata.yml", presetOverride: nil)
            Issue.record("expected issues")
        } catch {
            #expect(error.issues.count == 2)
            #expect(error.issues.allSatisfy { $0.message.contains("must be a relative path glob") })
        }
    }
}
