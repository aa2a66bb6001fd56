import ArgumentParser
import StrataCLI

/// The executable's entry point; the commands themselves live in StrataCLI so tests can drive them.
@main
struct Strata: AsyncParsableCommand {
    static let configuration = StrataCommand.configuration
}
