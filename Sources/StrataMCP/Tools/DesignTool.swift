import MCP
import StrataAnalysis
import StrataModel
import StrataPipeline

/// `design`: the Domain Design document of a spec, or of the existing code.
struct DesignTool: ToolHandler {
    var definition: Tool { ToolCatalogue.designTool }

    struct Output: Encodable {
        var source: String
        var markdown: String
        var features: [String]
    }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let feature = try arguments.string("feature")
        if let spec = try SpecArguments.source(arguments, session: context.session) {
            if feature != nil { throw MCPError.invalidParams("design: `feature` selects among the existing code's features; a spec has one") }
            let (request, _) = try await SpecArguments.request(arguments, spec: spec, output: context.session.root, session: context.session)
            let model = try ProjectSetup.load(request).model
            let markdown = try await GenerationRun.design(request)
            return try ToolOutput(text: markdown, structured: Output(source: "spec", markdown: markdown, features: [model.feature]))
        }
        for key in ["preset", "lightweight"] where arguments.values[key] != nil {
            throw MCPError.invalidParams("design: `\(key)` applies to a spec; give `spec`, `specPath` or `example`")
        }
        let analysis = try await context.session.analysis()
        var report = analysis.outcome.report
        if let feature {
            guard report.features.contains(where: { $0.name == feature }) else {
                let names = report.features.map(\.name)
                let hint = Naming.suggestion(for: feature, among: names).map { " (did you mean `\($0)`?)" } ?? ""
                throw ToolFailure("no feature `\(ToolArguments.printable(feature))` in the project\(hint); features: \(names.joined(separator: ", "))")
            }
            report.features = report.features.filter { $0.name == feature }
        }
        var markdown = MarkdownReport(report: report, index: analysis.outcome.index).domainDesign()
        let covered = report.features.map(\.name).filter { markdown.contains("## Domain Design: \($0)\n") }
        if covered.isEmpty {
            markdown = "No entities, repositories or use cases were found" + (feature.map { " in \($0)" } ?? "") + ".\n"
        }
        return try ToolOutput(text: markdown, structured: Output(source: "code", markdown: markdown, features: covered))
    }
}
