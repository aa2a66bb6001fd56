import ArgumentParser

/// `strata`: the root command.
package struct StrataCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "strata",
        abstract: "Models, generates and checks the Clean Architecture layers of Swift codebases.",
        discussion: """
            Start with an embedded example:
              strata generate --example workouts --output /tmp/Workouts --package
              cd /tmp/Workouts && swift test
            """,
        version: "0.1.0",
        subcommands: [
            GenerateCommand.self, DesignCommand.self, ValidateCommand.self, AnalyzeCommand.self, InitCommand.self, PresetsCommand.self, ExamplesCommand.self,
            LintCommand.self, RulesCommand.self, ExplainCommand.self, MockCommand.self, AddPropertyCommand.self, SyncCommand.self, MCPCommand.self,
            AddCommand.self, DoctorCommand.self, SkillsCommand.self,
        ]
    )

    package init() {}

    /// Whether the parsed command ends with the process's one job done: every command but the
    /// MCP server, which answers calls until it is stopped and must release what each call made.
    package static func isOneShot(_ command: any ParsableCommand) -> Bool {
        !(command is MCPCommand)
    }
}
