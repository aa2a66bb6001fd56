import ArgumentParser
import Foundation
import StrataGenerate
import StrataModel
import StrataSpec

struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a spec and the project config; report every problem with its location.",
        discussion: """
            Exits 0 when the spec is valid, 1 when it has errors, 2 when .strata.yml or the options
            are wrong.

            Examples:
              strata validate --spec Specs/Workouts.yml --preset contract
              strata validate --spec Specs/Workouts.yml --data      # the Data layer's checks too
            """
    )

    @OptionGroup var specOptions: SpecOptions
    @OptionGroup var style: StyleOptions

    @OptionGroup var location: ProjectOption

    @Flag(
        inversion: .prefixedNo,
        help:
            "Check the spec as `generate --data` would read it (endpoints, caching, wire names) or without the Data layer. Default: the spec's `data:` section, then `conventions.data.generate`."
    )
    var data: Bool?

    func run() async throws {
        let console = Console()
        let request = GenerationRequest(
            spec: specOptions.source, output: location.url,
            configFile: style.config.map { URL(fileURLWithPath: $0) }, presetOverride: style.preset,
            options: GenerationOptions(dataLayer: data)
        )
        do {
            let setup = try ProjectSetup.load(request)
            // Planning resolves every name and path, so a spec that plans is one that generates.
            let files = try StrataGenerateFacade.plan(setup, options: request.options)
            let model = setup.model
            console.out(
                "ok: \(model.feature) — \(model.entities.count) entities, \(model.enums.count) enums, \(model.repositories.count) repositories, \(model.useCases.count) use cases; \(files) files with the \(setup.conventions.preset) conventions"
            )
        } catch {
            console.report(error.issues)
            throw ExitCode(ExitStatus.of(error.issues))
        }
    }
}
