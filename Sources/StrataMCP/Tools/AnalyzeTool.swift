import MCP
import StrataAnalysis
import StrataIndex
import StrataModel

/// `analyze`: the architecture report of the existing code, from the warm index.
struct AnalyzeTool: ToolHandler {
    var definition: Tool { ToolCatalogue.analyzeTool }

    struct Output: Encodable {
        var root: String
        var fileCount: Int
        var lineCount: Int
        var features: [AnalysisReport.Feature]
        var layerEdges: [AnalysisReport.LayerEdge]
        var moduleEdges: [AnalysisReport.ModuleEdge]
        var violations: Int
        var problems: [String]
        var types: [ClassifiedType]?
        var typesPage: Paging.Info?
        var index: IndexSummary
    }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let format = try StrataAnalysis.ReportFormat(rawValue: arguments.oneOf("format", StrataAnalysis.ReportFormat.allCases.map(\.rawValue), default: "markdown")) ?? .markdown
        let listTypes = try arguments.bool("types", default: false)
        let paging = try Paging(arguments)
        let textLimit = try arguments.integer("textLimit", in: 1_000...DiffLimit.maxBytes) ?? DiffLimit.defaultBytes
        let analysis = try await context.session.analysis()
        try Task.checkCancellation()
        let report = analysis.outcome.report
        let text = DiffLimit.cut(try format.render(report, index: analysis.outcome.index), to: textLimit, what: "report", argument: "textLimit")
        let page = listTypes ? paging.page(report.types) : nil
        let output = Output(
            root: report.root, fileCount: report.fileCount, lineCount: report.lineCount, features: report.features,
            layerEdges: report.layerEdges, moduleEdges: report.moduleEdges, violations: report.layerEdges.filter(\.isViolation).count,
            problems: report.problems.map(\.description), types: page.map { Array($0.items) }, typesPage: page?.info, index: IndexSummary(analysis))
        return try ToolOutput(text: text, structured: output)
    }
}

/// How the index behind a result was made: what the warm session saved.
struct IndexSummary: Encodable {
    var filesDiscovered: Int
    var filesParsed: Int
    var filesFromCache: Int
    var filesTrustedByStamp: Int
    var warm: Bool
    var classificationReused: Bool
    var seconds: Double

    init(_ analysis: ProjectSession.Analysis) {
        let statistics = analysis.outcome.statistics
        filesDiscovered = statistics.filesDiscovered
        filesParsed = statistics.filesParsed
        filesFromCache = statistics.filesFromCache
        filesTrustedByStamp = statistics.filesTrustedByStamp
        warm = analysis.warm
        classificationReused = analysis.classificationReused
        seconds = analysis.seconds
    }
}
