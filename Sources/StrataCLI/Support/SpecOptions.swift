import ArgumentParser
import Foundation
import StrataModel
import StrataSpec

/// `--spec FILE` or `--example NAME`: where the domain spec comes from.
struct SpecOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Domain spec to read (YAML or JSON).", valueName: "file"), completion: .file(extensions: ["yml", "yaml", "json"]))
    var spec: String?

    @Option(name: .long, help: ArgumentHelp("Use an embedded example spec instead (see `strata examples`).", valueName: "name"), completion: .list(Examples.names))
    var example: String?

    func validate() throws {
        if spec == nil && example == nil {
            throw ValidationError("give a spec with --spec <file>, or --example <name> (see `strata examples`)")
        }
        if spec != nil && example != nil {
            throw ValidationError("--spec and --example cannot be used together")
        }
    }

    var source: GenerationRequest.SpecSource {
        if let example { return .example(example) }
        return .file(URL(fileURLWithPath: spec ?? ""))
    }
}

/// `--preset`, `--config`, `--lightweight`: which house style to write in.
struct StyleOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("House style: vitalarc, popcorn, contract, arclabs or clinic (see `strata presets`). Overrides .strata.yml.", valueName: "name"),
        completion: .list(Presets.names))
    var preset: String?

    @Option(name: .long, help: ArgumentHelp("Project config to read instead of <output>/.strata.yml.", valueName: "file"), completion: .file())
    var config: String?

    @Flag(name: .long, help: "Plain CRUD: skip pass-through use cases; callers use repositories directly.")
    var lightweight = false
}
