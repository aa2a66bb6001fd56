import ArgumentParser
import Foundation
import StrataModel
import StrataSpec

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the house-style presets, or show one as a .strata.yml you can edit.",
        discussion: """
            Examples:
              strata presets
              strata presets contract > .strata.yml
            """
    )

    @Argument(help: ArgumentHelp("A preset to print in full, as .strata.yml.", valueName: "name"), completion: .list(Presets.names))
    var name: String?

    func run() throws {
        let console = Console()
        guard let name else {
            for preset in Presets.all {
                let marker = preset.preset == Presets.defaultName ? " (default)" : ""
                console.out("\(preset.preset)\(marker)\n    \(Presets.summaries[preset.preset] ?? "")")
            }
            return
        }
        guard let conventions = Presets.named(name) else {
            let hint = Naming.suggestion(for: name, among: Presets.names).map { "did you mean `\($0)`?" } ?? "one of: \(Presets.names.joined(separator: ", "))"
            console.report([StrataIssue(at: nil, "unknown preset `\(name)`", hint: hint)])
            throw ExitCode(2)
        }
        console.out(ConfigWriter.yaml(for: conventions))
    }
}
