import Foundation
import StrataCLI
import StrataLint
import Testing

/// What every command shares: help with examples, completions, `--quiet`/`--verbose`, exit
/// statuses (0 ok, 1 problems found, 2 usage or configuration error), errors printed once.
@Suite("strata CLI conventions")
struct CLIPolishTests {
    let cli = CLITests()

    @Test func everyCommandsHelpHasAnExample() {
        let helps = StrataCommand.helpTexts()
        #expect(helps.count >= 14)
        for (path, help) in helps {
            let name = path.joined(separator: " ")
            #expect(help.contains("Examples:"), "`strata \(name) --help` has no Examples: section")
            #expect(help.contains("  strata \(name)"), "`strata \(name) --help` shows no example of itself")
        }
    }

    /// The README's command lines (`strata …`, `swift run strata …`, `swift package … strata …`) parse.
    @Test func everyCommandInTheReadmeParses() throws {
        let readme = try String(contentsOf: DocumentationTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        var checked = 0
        for block in readme.components(separatedBy: "```bash\n").dropFirst() {
            for line in (block.components(separatedBy: "```").first ?? "").split(separator: "\n") {
                let command = line.components(separatedBy: "  #").first ?? ""
                for part in command.components(separatedBy: "&&") {
                    var words = part.components(separatedBy: ">").first?.split(separator: " ").map(String.init) ?? []
                    // `claude mcp add strata -- strata mcp …`: the command after `--`.
                    if let dashes = words.firstIndex(of: "--") { words = Array(words[(dashes + 1)...]) }
                    guard let start = words.firstIndex(of: "strata"), words.first != "cd" else { continue }
                    if words.first == "swift", !["run", "package"].contains(words[1]) { continue }
                    words = Array(words[(start + 1)...]).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }
                    #expect(StrataCommand.parseError(words) == nil, "README: `\(part)`: \(StrataCommand.parseError(words) ?? "")")
                    checked += 1
                }
            }
        }
        #expect(checked > 25)
    }

    @Test func completionsKnowPresetsExamplesAndRules() throws {
        let directory = try TemporaryDirectory("cli-completion")
        defer { directory.cleanUp() }
        for shell in ["bash", "zsh", "fish"] {
            let script = try cli.strata(["--generate-completion-script", shell], in: directory.url)
            #expect(script.status == 0)
            #expect(script.output.contains("popcorn"), "\(shell): presets")
            #expect(script.output.contains("notifications"), "\(shell): examples")
            #expect(script.output.contains("dto-boundary"), "\(shell): rule ids")
            #expect(script.output.contains("doctor") && script.output.contains("skills"), "\(shell): commands")
        }
    }

    @Test func exitStatusesAreTheSameEverywhere() throws {
        let directory = try TemporaryDirectory("cli-exit")
        defer { directory.cleanUp() }
        let root = directory.url
        let spec = root.appendingPathComponent("bad.yml")
        try "feature: Broken\nentities:\n  Thing:\n    properties:\n      name: Strng\n".write(to: spec, atomically: true, encoding: .utf8)
        let badConfig = root.appendingPathComponent("badconfig")
        try FileManager.default.createDirectory(at: badConfig, withIntermediateDirectories: true)
        try "preset: contrakt\n".write(to: badConfig.appendingPathComponent(".strata.yml"), atomically: true, encoding: .utf8)

        // 1: the command ran and found problems.
        #expect(try cli.strata(["validate", "--spec", spec.path], in: root).status == 1)
        #expect(try cli.strata(["generate", "--spec", spec.path, "--output", "out"], in: root).status == 1)
        // 2: bad arguments or a configuration that does not load.
        #expect(try cli.strata(["lint", "--no-such-flag"], in: root).status == 2)
        #expect(try cli.strata(["explain", "no-such-rule"], in: root).status == 2)
        #expect(try cli.strata(["analyze", "--project", root.appendingPathComponent("nowhere").path], in: root).status == 2)
        #expect(try cli.strata(["generate", "--example", "workouts", "--preset", "contrakt", "--dry-run"], in: root).status == 2)
        for command in [
            ["generate", "--example", "workouts", "--output", badConfig.path, "--dry-run"],
            ["validate", "--example", "workouts", "--project", badConfig.path],
            ["lint", "--project", badConfig.path, "--no-cache"],
            ["mock", "--project", badConfig.path, "--no-cache", "--dry-run"],
            ["skills", "export", "--project", badConfig.path, "--dry-run"],
        ] {
            let result = try cli.strata(command, in: root)
            #expect(result.status == 2, "\(command.joined(separator: " ")): \(result.status)\n\(result.output)")
            #expect(result.output.contains(".strata.yml:1:9: error: unknown preset `contrakt`"), "\(result.output)")
            #expect(result.output.components(separatedBy: "unknown preset").count == 2, "printed once: \(result.output)")
            #expect(result.output.contains("hint: did you mean `contract`?"))
        }
        // 0: done.
        #expect(try cli.strata(["validate", "--example", "workouts"], in: root).status == 0)
    }

    @Test func quietAndVerboseMeanTheSameOnEveryCommand() throws {
        let directory = try TemporaryDirectory("cli-logging")
        defer { directory.cleanUp() }
        let root = directory.url
        let quiet = try cli.strata(["generate", "--example", "workouts", "--output", "q", "--quiet"], in: root)
        #expect(quiet.status == 0)
        #expect(quiet.output.isEmpty, "--quiet prints only results and errors: \(quiet.output)")
        let verbose = try cli.strata(["generate", "--example", "workouts", "--output", "v", "--verbose"], in: root)
        #expect(verbose.output.contains("files planned in"), "\(verbose.output)")
        let both = try cli.strata(["lint", "-q", "-v"], in: root)
        #expect(both.status == 2)
        #expect(both.output.contains("--quiet and --verbose cannot be used together"))
        for command in ["generate", "lint", "mock", "analyze", "init", "design", "doctor"] {
            let help = try cli.strata([command, "--help"], in: root)
            #expect(help.output.contains("-q, --quiet") && help.output.contains("-v, --verbose"), "\(command) lacks --quiet/--verbose")
        }
        let skills = try cli.strata(["skills", "export", "--help"], in: root)
        #expect(skills.output.contains("-q, --quiet"))
    }

    /// The executable leaves a one-shot command's index and model to the process exit; the MCP
    /// server, which runs until stopped, must not keep what each call made.
    @Test func onlyTheMCPServerIsLongLived() throws {
        for words in [["analyze"], ["lint"], ["generate", "--example", "workouts"], ["mock"]] {
            #expect(StrataCommand.isOneShot(try StrataCommand.parseAsRoot(words)), "\(words)")
        }
        #expect(!StrataCommand.isOneShot(try StrataCommand.parseAsRoot(["mcp"])))
    }
}
