import StrataLint
import StrataModel
import StrataSpec
import Testing

/// `lint:` in `.strata.yml`: what it turns on and off, and one test per kind of mistake, each
/// reported with file:line:column and a hint.
@Suite("Lint configuration")
struct LintConfigurationTests {
    static let file = "/project/.strata.yml"

    static func resolve(_ yaml: String) throws(StrataIssues) -> LintConfiguration {
        let config = try ConfigLoader.load(text: yaml, file: file, presetOverride: nil)
        return try LintConfiguration.resolve(config.lint, conventions: config.conventions, statesConventions: config.statesConventions)
    }

    /// The single issue the text produces.
    static func issue(_ yaml: String) throws -> StrataIssue {
        do throws(StrataIssues) {
            _ = try resolve(yaml)
        } catch {
            #expect(error.issues.count == 1, "\(error.issues)")
            return try #require(error.issues.first)
        }
        Issue.record("no issue for:\n\(yaml)")
        throw StrataIssues([])
    }

    // MARK: - What a valid section does

    @Test func defaultsRunTheArchitectureRulesNotTheHouseStyleOnes() throws {
        let configuration = try Self.resolve("")
        #expect(configuration.enabledIDs.contains("layer-imports"))
        #expect(!configuration.enabledIDs.contains("mock-style"))
        #expect(!configuration.enabledIDs.contains("size-limits"))
        #expect(configuration.conventions == nil)
        let styled = try Self.resolve("preset: contract\n")
        #expect(styled.enabledIDs.contains("mock-style"))
        #expect(styled.conventions?.preset == "contract")
    }

    @Test func rulesAreSwitchedAndGivenSeveritiesAndOptions() throws {
        let configuration = try Self.resolve(
            """
            lint:
              rules:
                dto-boundary: off
                repository-business-logic: error
                size-limits: { maxFunctionLines: 80 }
                test-coverage:
                  severity: note
                  repositoryImplementations: true
                io-ownership: { frameworks: Alamofire }
              layers:
                presentation: { forbiddenImports: [SwiftData] }
              modules:
                features: ["*Screen"]
                allowedDependencies: [UIComponents]
              baseline: lint/baseline.json
              exclude: ["**/Generated/**"]
            """)
        #expect(!configuration.enabledIDs.contains("dto-boundary"))
        #expect(configuration.severity(of: "repository-business-logic") == .error)
        #expect(configuration.enabledIDs.contains("size-limits"))
        #expect(configuration.severity(of: "test-coverage") == .note)
        #expect(configuration.policy.forbiddenImports[.presentation] == ["SwiftData"])
        #expect(configuration.policy.allowedImports[.domain] == ["Foundation"])
        #expect(configuration.policy.isFeature("ProfileScreen"))
        #expect(configuration.policy.featureDependencies == ["UIComponents"])
        #expect(configuration.baselinePath == "lint/baseline.json")
        #expect(configuration.exclude.map(\.pattern) == ["**/Generated/**"])
    }

    @Test func onlyRunsJustTheNamedRules() throws {
        let configuration = try LintConfiguration.resolve(LintSettings(), conventions: nil, statesConventions: false, only: ["size-limits"])
        #expect(configuration.enabledIDs == ["size-limits"])
    }

    // MARK: - One test per mistake

    @Test func unknownRule() throws {
        let issue = try Self.issue("lint:\n  rules:\n    dto-boundry: off\n")
        #expect(issue.description.hasPrefix("\(Self.file):3:5: error: unknown rule `dto-boundry` in `lint.rules`"))
        #expect(issue.hint == "did you mean `dto-boundary`?")
    }

    @Test func unknownOption() throws {
        let issue = try Self.issue("lint:\n  rules:\n    size-limits: { maxFunctionLine: 80 }\n")
        #expect(issue.description.hasPrefix("\(Self.file):3:20: error: rule `size-limits` has no option `maxFunctionLine`"))
        #expect(issue.hint == "did you mean `maxFunctionLines`?")
    }

    @Test func optionOfARuleWithoutOptions() throws {
        let issue = try Self.issue("lint:\n  rules:\n    dto-boundary: { strict: true }\n")
        #expect(issue.message == "rule `dto-boundary` has no option `strict`")
        #expect(issue.hint?.contains("has no options") == true)
    }

    @Test func optionOfTheWrongKind() throws {
        let issue = try Self.issue("lint:\n  rules:\n    size-limits:\n      maxFileLines: lots\n")
        #expect(issue.description.hasPrefix("\(Self.file):4:21: error: `lint.rules.size-limits.maxFileLines` expects a whole number, found `lots`"))
        #expect(issue.hint == "default: 400")
    }

    @Test func numberBelowOne() throws {
        let issue = try Self.issue("lint:\n  rules:\n    size-limits: { maxTypeLines: 0 }\n")
        #expect(issue.message == "`lint.rules.size-limits.maxTypeLines` must be at least 1, found 0")
    }

    @Test func listOptionGivenAMapping() throws {
        let issue = try Self.issue("lint:\n  rules:\n    io-ownership:\n      frameworks: { SwiftData: true }\n")
        #expect(issue.description.hasPrefix("\(Self.file):4:19: error: `lint.rules.io-ownership.frameworks` expects a value or a list, found a mapping"))
    }

    @Test func unknownSeverity() throws {
        let issue = try Self.issue("lint:\n  rules:\n    dto-boundary:\n      severity: eror\n")
        #expect(issue.description.hasPrefix("\(Self.file):4:17: error: `lint.rules.dto-boundary.severity` must be `error`, `warning`, `note` or `off`, found `eror`"))
        #expect(issue.hint == "did you mean `error`?")
    }

    @Test func enabledThatIsNotABool() throws {
        let issue = try Self.issue("lint:\n  rules:\n    dto-boundary: { enabled: sometimes }\n")
        #expect(issue.message == "expected `true` or `false` for `lint.rules.dto-boundary.enabled`, found `sometimes`")
        #expect(issue.location?.line == 3)
    }

    @Test func ruleValueThatIsNeitherASwitchNorASeverity() throws {
        let issue = try Self.issue("lint:\n  rules:\n    dto-boundary: maybe\n")
        #expect(issue.description.hasPrefix("\(Self.file):3:19: error: `lint.rules.dto-boundary` must be `off`, `on`, `error`, `warning`, `note` or a mapping, found `maybe`"))
    }

    @Test func ruleValueThatIsAList() throws {
        let issue = try Self.issue("lint:\n  rules:\n    dto-boundary: [off]\n")
        #expect(issue.message.hasPrefix("`lint.rules.dto-boundary` must be `off`, `on`, a severity or a mapping, found a list"))
    }

    @Test func duplicateRule() throws {
        let issue = try Self.issue("lint:\n  rules:\n    dto-boundary: off\n    dto-boundary: error\n")
        #expect(issue.description.hasPrefix("\(Self.file):4:5: error: duplicate rule `dto-boundary` in `lint.rules`"))
        #expect(issue.hint == "the first is at line 3, column 5")
    }

    @Test func unknownKeyInTheLintSection() throws {
        let issue = try Self.issue("lint:\n  rulez: {}\n")
        #expect(issue.description.hasPrefix("\(Self.file):2:3: error: unknown key `rulez` in `lint`"))
        #expect(issue.hint == "did you mean `rules`?")
    }

    @Test func lintThatIsNotAMapping() throws {
        let issue = try Self.issue("lint: strict\n")
        #expect(issue.description.hasPrefix("\(Self.file):1:7: error: expected a mapping for `lint`, found `strict`"))
    }

    @Test func unknownLayer() throws {
        let issue = try Self.issue("lint:\n  layers:\n    domian: { allowedImports: [Foundation] }\n")
        #expect(issue.description.hasPrefix("\(Self.file):3:5: error: unknown layer `domian` in `lint.layers`"))
        #expect(issue.hint == "did you mean `domain`?")
    }

    @Test func layerPolicyWithoutImports() throws {
        let issue = try Self.issue("lint:\n  layers:\n    domain: {}\n")
        #expect(issue.message == "`lint.layers.domain` sets neither `allowedImports` nor `forbiddenImports`")
    }

    @Test func importThatIsNotAModuleName() throws {
        let issue = try Self.issue("lint:\n  layers:\n    domain:\n      allowedImports: [Foundation, \"Swift Data\"]\n")
        #expect(issue.description.hasPrefix("\(Self.file):4:36: error: `Swift Data` in `lint.layers.domain.allowedImports` is not a module name"))
    }

    @Test func modulesWithoutFeatures() throws {
        let issue = try Self.issue("lint:\n  modules:\n    allowedDependencies: [DesignSystem]\n")
        #expect(issue.description.hasPrefix("\(Self.file):3:5: error: `lint.modules` needs `features`"))
    }

    @Test func baselineOutsideTheProject() throws {
        let issue = try Self.issue("lint:\n  baseline: ../baseline.json\n")
        #expect(issue.description.hasPrefix("\(Self.file):2:13: error: `lint.baseline` `../baseline.json` must be a relative path inside the project"))
    }

    @Test func excludeThatIsAbsolute() throws {
        let issue = try Self.issue("lint:\n  exclude: [\"/tmp/**\"]\n")
        #expect(issue.message == "`lint.exclude` entry `/tmp/**` must be a relative path glob")
    }

    @Test func unknownRuleGivenOnTheCommandLine() throws {
        do throws(StrataIssues) {
            _ = try LintConfiguration.resolve(LintSettings(), conventions: nil, statesConventions: false, only: ["layer-import"])
            Issue.record("no issue")
        } catch {
            #expect(error.issues.first?.message == "unknown rule `layer-import` given to --rule")
            #expect(error.issues.first?.hint == "did you mean `layer-imports`?")
        }
    }

    @Test func everyMistakeIsReportedAtOnce() throws {
        do throws(StrataIssues) {
            _ = try Self.resolve("lint:\n  rules:\n    nope: off\n    size-limits: { maxTypeLines: -1, other: 2 }\n")
            Issue.record("no issue")
        } catch {
            #expect(error.issues.count == 3, "\(error.issues)")
        }
    }
}
