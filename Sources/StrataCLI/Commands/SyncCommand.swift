import ArgumentParser
import Foundation
import StrataIndex
import StrataModel

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Find (and fill) properties an entity's derived layers are missing.",
        discussion: """
            For every domain entity, each stored property is followed through the layers derived from it
            — DTOs and their CodingKeys, SwiftData models, application and presentation models, the mappers
            in every direction (found by signature), mock factories — and whatever is missing is added, as
            add-property would have done. A derived type that carries the value under another name (its
            mapper passes or reads the property) counts as having it.

            --check writes nothing and exits 1 when something is missing, for CI. Types or properties a layer
            deliberately goes without are left alone with --skip Type or --ignore Type.property.

            Examples:
              strata sync --check
              strata sync --entity Movie --dry-run
              strata sync --ignore MovieDetails.posterPath --skip MovieRequestDTO
            """
    )

    @Option(name: .long, help: ArgumentHelp("Only this entity (repeatable); default: every entity.", valueName: "name"))
    var entity: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only entities of this module.", valueName: "name"))
    var module: String?

    @Option(name: .long, help: ArgumentHelp("A derived type to leave alone (repeatable).", valueName: "type"))
    var skip: [String] = []

    @Option(name: .long, help: ArgumentHelp("A property a derived type goes without on purpose, as Type.property (repeatable).", valueName: "Type.property"))
    var ignore: [String] = []

    @Flag(name: .long, help: "Report what is missing and exit 1 if anything is; write nothing.")
    var check = false

    @OptionGroup var options: EvolutionOptions

    func validate() throws {
        if check, options.dryRun { throw ValidationError("--check and --dry-run both write nothing; give one of them") }
    }

    func run() async throws {
        let run = { (progress: (@Sendable (IndexProgress) -> Void)?) async throws(StrataIssues) -> EvolutionRun.Outcome in
            try await EvolutionRun.sync(
                entities: entity, module: module, skip: Set(skip), ignore: Set(ignore), project: options.projectURL,
                write: !(check || options.dryRun), useCache: options.useCache, progress: progress)
        }
        guard check else {
            try await options.run(showPresent: false, run)
            return
        }
        let console = options.logging.console
        let outcome: EvolutionRun.Outcome
        do {
            outcome = try await run(nil)
        } catch {
            console.report(error.issues)
            throw ExitCode(ExitStatus.of(error.issues))
        }
        let drift = outcome.plan.changes
        console.report(
            drift.map { StrataIssue(.error, at: SourceLocation(file: $0.path, line: $0.line, column: 1), "missing: \($0.summary)", hint: "run `strata sync` to add it") })
        console.report(outcome.plan.unhandled)
        guard drift.isEmpty else { throw ExitCode(1) }
        console.info("every derived layer has every entity property")
    }
}
