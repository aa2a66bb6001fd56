import ArgumentParser
import Foundation
import StrataModel

/// `strata add …`: new pieces in an existing project, in its own conventions.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a use case to an existing repository, in the project's conventions.",
        discussion: """
        Examples:
          strata add usecase GetMovie --repository MovieRepository --dry-run
          strata add usecase SearchMoviesPage --repository MovieRepositoryProtocol
        """,
        subcommands: [AddUseCaseCommand.self]
    )
}

struct AddUseCaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "usecase",
        abstract: "Add a use case (contract and implementation, mock, tests) over an existing repository.",
        discussion: """
        Seed 002's flow: the repository must exist; the use case is named by its table (Get{Name},
        Refresh{Name}, Get{Names}Page, Refresh{Names}Page, Search{Names}Page, Create/Update/Delete{Name},
        Fetch…); its contract and implementation, mock and tests are written where and how the project's
        conventions say (`.strata.yml`, else inferred from the code). When the repository lacks the method
        the use case calls, the requirement is added to the protocol and its implementations and mocks are
        listed with file:line to complete. Nothing existing is overwritten; running it twice changes nothing.

        Examples:
          strata add usecase GetMovie --repository MovieRepository --dry-run
          strata add usecase SearchMoviesPage --repository MovieRepositoryProtocol --entity Movie
        """
    )

    @Argument(help: ArgumentHelp("The use case's name, without the UseCase suffix (`GetMovie`).", valueName: "name"))
    var name: String

    @Option(name: .long, help: ArgumentHelp("The repository protocol it uses.", valueName: "protocol"))
    var repository: String

    @Option(name: .long, help: ArgumentHelp("The entity the repository stores, when its name does not say.", valueName: "type"))
    var entity: String?

    @Option(name: .long, help: ArgumentHelp("Project root.", valueName: "dir"))
    var project: String = "."

    @Flag(name: .long, help: "Print the unified diff; write nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Ignore and do not write the incremental cache.")
    var noCache = false

    @Flag(name: .shortAndLong, help: "Print only errors and warnings.")
    var quiet = false

    func run() async throws {
        let console = Console(quiet: quiet)
        let progress = ProgressLine(quiet: quiet)
        do {
            let outcome = try await EvolutionRun.addUseCase(
                name, repository: repository, entity: entity, project: URL(fileURLWithPath: project), write: !dryRun, useCache: !noCache,
                progress: progress.indexProgress)
            progress.finish()
            EvolutionPrinter(console: console).print(outcome, dryRun: dryRun)
        } catch {
            progress.finish()
            console.report(error.issues)
            throw ExitCode(1)
        }
    }
}
