import ArgumentParser
import Foundation
import StrataModel
import StrataPropagation
import StrataRewrite

/// `strata add …`: new pieces in an existing project, in its own conventions.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a use case or an entity to an existing project, in its conventions.",
        discussion: """
            Examples:
              strata add usecase GetMovie --repository MovieRepository --dry-run
              strata add entity Review rating:Int text:String? --repository
            """,
        subcommands: [AddUseCaseCommand.self, AddEntityCommand.self]
    )
}

struct AddUseCaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "usecase",
        abstract: "Add a use case (contract and implementation, mock, tests) over an existing repository.",
        discussion: """
            The contract preset's flow: the repository must exist; the use case is named by its table (Get{Name},
            Refresh{Name}, Get{Names}Page, Refresh{Names}Page, Search{Names}Page, Create/Update/Delete{Name},
            Fetch…); its contract and implementation, mock and tests are written where and how the project's
            conventions say (`.strata.yml`, else inferred from the code). When the repository lacks the method
            the use case calls, the requirement is added to the protocol and its implementations and mocks are
            listed with file:line to complete. Nothing existing is overwritten; running it twice changes nothing.

            When the repository already has a method that serves the use case (by name, return type,
            parameters and, when the project passes one, a cache policy: Get… reads local first, Refresh…
            goes to the remote source), the use case calls it, and its files follow the project's own use
            cases, mocks and tests, in the repository's feature. --method names the method when several fit.

            Given more than its repository (--repository again, --service), the use case is a custom one:
            each protocol is injected under its own name, the body throws `notImplemented` until its rule is
            written, and the tests build the project's mocks of them (rendered by `strata mock` in the
            project's style when it has none).

            Examples:
              strata add usecase GetMovie --repository MovieRepository --dry-run
              strata add usecase RefreshCharacter --repository CharacterRepositoryContract
              strata add usecase SearchMoviesPage --repository MovieRepositoryProtocol --entity Movie
              strata add usecase SyncNotifications --repository NotificationRepository --service NotificationScheduling
            """
    )

    @Argument(help: ArgumentHelp("The use case's name, without the UseCase suffix (`GetMovie`).", valueName: "name"))
    var name: String

    @Option(
        name: .long, help: ArgumentHelp("The repository protocol it uses; repeat it to give the use case other repositories too (the first is its own).", valueName: "protocol"))
    var repository: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A service protocol of the project the use case is given (repeatable): work outside the feature's data, such as a notification scheduler.", valueName: "protocol"))
    var service: [String] = []

    @Option(name: .long, help: ArgumentHelp("The entity the repository stores, when its name does not say.", valueName: "type"))
    var entity: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The repository method it calls, when several could serve it: a name, or a selector such as fetch(id:) between overloads.", valueName: "name"))
    var method: String?

    @OptionGroup var options: EvolutionOptions

    func validate() throws {
        guard !repository.isEmpty else { throw ValidationError("Missing expected argument '--repository <protocol>': the use case's own repository comes first.") }
    }

    func run() async throws {
        try await options.run { progress throws(StrataIssues) in
            try await EvolutionRun.addUseCase(
                name, repository: repository[0], entity: entity, method: method, repositories: Array(repository.dropFirst()), services: service,
                project: options.projectURL, write: !options.dryRun, useCache: options.useCache, progress: progress)
        }
    }
}

extension IDType: ExpressibleByArgument {}

struct AddEntityCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entity",
        abstract: "Add a domain entity (and its repository protocol and mock) in the project's conventions.",
        discussion: """
            Writes the entity and its mock factory where and how the project's conventions say
            (`.strata.yml`, else inferred from the code); with --repository also its repository protocol
            and mock. Properties may use builtin types and the project's enums; reference other entities by
            id. Nothing existing is overwritten; running it twice changes nothing.

            Examples:
              strata add entity Review rating:Int text:String? --dry-run
              strata add entity Tag name:String --id String --repository
              strata add entity Report reason:ReportReason --enum ReportReason=spam,abuse,other
            """
    )

    @Argument(help: ArgumentHelp("The entity's name.", valueName: "name"))
    var name: String

    @Argument(help: ArgumentHelp("Properties as `name:Type` (`rating:Int`, `text:String?`).", valueName: "name:Type"))
    var properties: [String] = []

    @Option(name: .long, help: ArgumentHelp("The id's type: UUID, Int or String (default: an `id:` property's type, else UUID).", valueName: "type"))
    var id: IDType?

    @Option(name: .long, help: ArgumentHelp("The feature it joins (names the error type and feature folders).", valueName: "name"))
    var feature: String?

    @Flag(name: .long, help: "Also write its repository protocol and mock.")
    var repository = false

    @Option(name: .customLong("enum"), help: ArgumentHelp("A new String-backed enum a property uses, written with the entity (repeatable).", valueName: "Name=case1,case2"))
    var newEnums: [String] = []

    @OptionGroup var options: EvolutionOptions

    func run() async throws {
        var parsed: [PropertyRequest] = []
        var problems: [StrataIssue] = []
        for text in properties {
            do { parsed.append(try PropertyRequest.parse(text)) } catch { problems += error.issues }
        }
        var enums: [NewEnumType] = []
        for text in newEnums {
            do { enums.append(try NewEnumType.parse(text)) } catch { problems += error.issues }
        }
        guard problems.isEmpty else {
            options.logging.console.report(problems)
            throw ExitCode(2)
        }
        try await options.run { progress throws(StrataIssues) in
            try await EvolutionRun.addEntity(
                name, properties: parsed, idType: id, feature: feature, withRepository: repository, newEnums: enums, project: options.projectURL,
                write: !options.dryRun, useCache: options.useCache, progress: progress)
        }
    }
}
