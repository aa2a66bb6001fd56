import MCP
import StrataAnalysis
import StrataModel
import StrataSpec

/// `conventions`: the house style of the project, configured or inferred from its code.
struct ConventionsTool: ToolHandler {
    var definition: Tool { ToolCatalogue.conventionsTool }

    struct Output: Encodable {
        var source: String
        var preset: String
        var conventions: Conventions
        var findings: [ConventionFinding]
        var inconsistencies: [ConventionFinding]
        var yaml: String
    }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let source = try arguments.oneOf("source", ["auto", "configured", "inferred"], default: "auto")
        let config = try ConfigLoader.load(directory: context.session.root, presetOverride: nil)
        let configured = source == "configured" || (source == "auto" && config.statesConventions)
        if configured {
            guard config.statesConventions else {
                throw ToolFailure("the project has no .strata.yml stating a preset or conventions; ask for source=inferred, or write one with `strata init`")
            }
            let yaml = ConfigWriter.yaml(for: config.conventions, header: ["The conventions configured in \(config.file ?? ConfigLoader.fileName)."])
            let output = Output(
                source: "configured", preset: config.conventions.preset, conventions: config.conventions, findings: [], inconsistencies: [], yaml: yaml)
            return try ToolOutput(text: "Configured in \(config.file ?? ConfigLoader.fileName) (preset \(config.conventions.preset)):\n\n" + yaml, structured: output)
        }
        let analysis = try await context.session.analysis()
        let inferred = ConventionInference.infer(analysis.outcome.model, index: analysis.outcome.index)
        let files = analysis.outcome.index.files.count
        let yaml = ConfigWriter.yaml(
            for: inferred.conventions, header: ["Inferred by Strata from \(files) Swift file\(files == 1 ? "" : "s"); closest preset: \(inferred.closestPreset)."])
        let output = Output(
            source: "inferred", preset: inferred.closestPreset, conventions: inferred.conventions, findings: inferred.findings,
            inconsistencies: inferred.inconsistencies, yaml: yaml)
        return try ToolOutput(text: InferenceReport.text(inferred, files: files) + "\n\n" + yaml, structured: output)
    }
}
