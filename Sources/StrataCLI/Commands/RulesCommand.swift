import ArgumentParser
import Foundation
import StrataAnalysis
import StrataLint
import StrataModel
import StrataSpec

struct RulesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules, with their impact and whether they run in a project.",
        discussion: """
            Examples:
              strata rules
              strata rules --project ../MyApp     # on/off as that project's .strata.yml sets them
              strata rules --format markdown > docs/LINT.md
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    @Option(name: .long, help: ArgumentHelp("Show which rules run in this project.", valueName: "dir"), completion: .directory)
    var project: String?

    @Option(name: .long, help: "text (one line per rule) or markdown (every rule's full document).")
    var format: Format = .text

    func run() async throws {
        let console = Console()
        let rules = RuleRegistry.descriptions
        if format == .markdown {
            console.out(RuleDocument.reference(rules))
            return
        }
        var enabled: Set<String>?
        if let project {
            do {
                let config = try ConfigLoader.load(directory: URL(fileURLWithPath: project), presetOverride: nil)
                enabled = try LintConfiguration.resolve(config.lint, conventions: config.conventions, statesConventions: config.statesConventions).enabledIDs
            } catch {
                console.report(error.issues)
                throw ExitCode(2)
            }
        }
        console.out(RuleDocument.listing(rules, enabled: enabled))
        console.info("`strata explain <rule-id>` prints a rule's document with its examples.")
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a lint rule's full document: why, impact, options, incorrect and correct examples.",
        discussion: """
            Examples:
              strata explain dto-boundary
              strata explain usecase-single-execute
              strata explain layers        # how each file's layer is chosen
            """
    )

    @Argument(
        help: ArgumentHelp("The rule's id (see `strata rules`), or `layers` for how layers are chosen.", valueName: "rule-id"),
        completion: .list(RuleRegistry.descriptions.map(\.id)))
    var id: String

    func run() throws {
        let console = Console()
        if id == "layers" {
            console.out(LayerGuide.markdown)
            return
        }
        guard let rule = RuleRegistry.type(id: id) else {
            let ids = RuleRegistry.descriptions.map(\.id)
            let hint = Naming.suggestion(for: id, among: ids).map { "did you mean `\($0)`?" } ?? "`strata rules` lists every rule"
            console.report([StrataIssue(at: nil, "unknown rule `\(id)`", hint: hint)])
            throw ExitCode(2)
        }
        console.out(RuleDocument.markdown(rule.description))
    }
}
