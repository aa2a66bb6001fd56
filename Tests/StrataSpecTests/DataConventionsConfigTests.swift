import Foundation
import StrataModel
import Testing

@testable import StrataSpec

/// `.strata.yml`'s `conventions.data` group and the Data layer's `paths`.
@Suite struct DataConventionsConfigTests {
    @Test func dataGroupIsMergedKeyByKey() throws {
        let config = try loadInlineConfig(
            """
            preset: popcorn
            conventions:
              data:
                generate: true
                keyStrategy: asIs
                repositoryImplementationName: "Live{entity}Repository"
              paths:
                dto: "{sources}/Wire/{name}.swift"
            """)
        let data = config.conventions.data
        #expect(data.generate && data.keyStrategy == .asIs && data.repositoryImplementationName == "Live{entity}Repository")
        #expect(data.dtoMapping == .mapperStructs, "unwritten keys keep the preset's value")
        #expect(config.conventions.paths.dto == "{sources}/Wire/{name}.swift")
    }

    @Test("Every preset with changed Data-layer conventions round-trips through .strata.yml", arguments: Presets.names)
    func roundTrip(preset: String) throws {
        var conventions = try #require(Presets.named(preset))
        conventions.data = DataConventions(
            generate: true, keyStrategy: .asIs, dateStrategy: .millisecondsSince1970, caching: .offlineFirst,
            dtoMapping: .mapperStructs, dtoName: "{name}Payload", persistentModelName: "Stored{name}"
        )
        conventions.paths.repositoryImplementation = "{sources}/Live/{name}.swift"
        let loaded = try loadInlineConfig(ConfigWriter.yaml(for: conventions))
        #expect(loaded.conventions == conventions)
    }

    @Test func unknownDataStrategyValue() {
        let issue = singleInlineConfigIssue("conventions:\n  data:\n    caching: cacheFrist\n")
        #expect(issue?.message == "`conventions.data.caching` must be one of `cacheFirst`, `networkFirst`, `offlineFirst`, found `cacheFrist`")
        #expect(issue?.hint == "did you mean `cacheFirst`?")
        #expect(issue?.location?.line == 3 && issue?.location?.column == 14)
    }

    @Test func dataNamePatternNeedsItsPlaceholder() {
        let issue = singleInlineConfigIssue("conventions:\n  data:\n    dtoName: WireModel\n")
        #expect(issue?.message == "`conventions.data.dtoName` `WireModel` must contain `{name}`")
        #expect(issue?.location?.line == 3 && issue?.location?.column == 14)
    }

    @Test func repositoryImplementationNameNeedsTheEntity() {
        let issue = singleInlineConfigIssue("conventions:\n  data:\n    repositoryImplementationName: \"Live{name}\"\n")
        #expect(issue?.message == "`conventions.data.repositoryImplementationName` `Live{name}` must contain `{entity}`")
    }

    @Test func dataPathMustStayInside() {
        let issue = singleInlineConfigIssue("conventions:\n  paths:\n    persistence: \"../{name}.swift\"\n")
        #expect(issue?.message == "`conventions.paths.persistence` `../{name}.swift` must not contain empty, `.` or `..` components")
    }

    @Test func unknownKeyInDataGroup() {
        let issue = singleInlineConfigIssue("conventions:\n  data:\n    dtoNam: \"{name}DTO\"\n")
        #expect(issue?.message == "unknown key `dtoNam` in `conventions.data`")
        #expect(issue?.hint == "did you mean `dtoName`?")
    }
}
