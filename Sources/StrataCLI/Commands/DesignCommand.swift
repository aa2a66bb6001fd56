import ArgumentParser
import Foundation
import StrataModel

struct DesignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "design",
        abstract: "Print the feature's \"Domain Design\" document (Markdown, with a Mermaid class diagram).",
        discussion: """
            The document gives entities with their properties and
            relationships, repositories with their methods, use cases with purpose, dependencies and
            return type, data-layer notes, then a Mermaid class diagram.

            Examples:
              strata design --example notifications
              strata design --spec Specs/Workouts.yml --preset contract --output docs/Workouts.md
            """
    )

    @OptionGroup var specOptions: SpecOptions
    @OptionGroup var style: StyleOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the document to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    @OptionGroup var location: ProjectOption

    @OptionGroup var logging: LoggingOptions

    func run() async throws {
        let console = logging.console
        let request = GenerationRequest(
            spec: specOptions.source,
            output: location.url,
            configFile: style.config.map { URL(fileURLWithPath: $0) },
            presetOverride: style.preset,
            lightweight: style.lightweight
        )
        let markdown: String
        do {
            markdown = try await GenerationRun.design(request)
        } catch {
            console.report(error.issues)
            throw ExitCode(ExitStatus.of(error.issues))
        }
        guard let output else {
            console.out(markdown)
            return
        }
        do {
            try markdown.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            console.report([StrataIssue(at: SourceLocation(file: output, line: 1, column: 1), "cannot write the design document: \(error.localizedDescription)")])
            throw ExitCode(1)
        }
        console.info("wrote \(output)")
    }
}
