import ArgumentParser
import StrataModel
import StrataSpec

struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the embedded example specs, or print one to start your own from.",
        discussion: """
            Examples:
              strata examples
              strata examples workouts > Specs/Workouts.yml
            """
    )

    @Argument(help: ArgumentHelp("An example to print.", valueName: "name"), completion: .list(Examples.names))
    var name: String?

    func run() throws {
        let console = Console()
        guard let name else {
            for example in Examples.names {
                console.out("\(example)\n    \(Examples.summary(named: example) ?? "")")
            }
            return
        }
        do {
            console.out(try Examples.text(named: name))
        } catch {
            console.report(error.issues)
            throw ExitCode(2)
        }
    }
}
