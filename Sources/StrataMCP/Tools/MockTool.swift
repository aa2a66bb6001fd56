import MCP
import StrataMock
import StrataModel
import StrataPipeline

/// `mock`: test doubles for the project's protocols, in its mock style (`strata mock`).
struct MockTool: ToolHandler {
    var definition: Tool { ToolCatalogue.mockTool }

    struct Output: Encodable {
        var protocols: [String]
        var selection: String
        var style: String
        var styleReason: String
        var conventions: String
        var written: Bool
        var files: [GenerateTool.File]
        var outOfDate: [String]
        var diff: String
        var warnings: [String]
    }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let output = try arguments.string("output").map { try context.session.confine($0).relative }
        let singleFile = try arguments.string("singleFile").map { try context.session.confine($0).relative }
        if output != nil, singleFile != nil {
            throw MCPError.invalidParams("mock: `output` and `singleFile` both say where mocks go; give one of them")
        }
        let check = try arguments.bool("check", default: false)
        let dryRun = try arguments.bool("dryRun", default: true)
        let selection = MockSelection(
            annotated: try arguments.bool("annotated", default: false),
            roles: try arguments.choices("roles", MockedRole.allCases.map(\.rawValue)).compactMap(MockedRole.init(rawValue:)),
            layers: try arguments.choices("layers", Self.layers).compactMap(Layer.init(rawValue:)),
            names: try arguments.strings("names") ?? [], paths: try arguments.strings("paths") ?? [])
        let style = try arguments.string("style").map { text throws(MCPError) -> MockStyle in
            guard let style = MockStyle(rawValue: text) else {
                throw MCPError.invalidParams("mock: `style` must be one of \(MockStyle.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))")
            }
            return style
        }
        let request = MockRequest(
            project: context.session.root, selection: selection, style: style,
            destination: singleFile.map { .file($0) } ?? output.map { .folder($0) } ?? .conventions,
            extraImports: try arguments.strings("imports") ?? [], mode: check ? .check : dryRun ? .dryRun : .write,
            force: try arguments.bool("force", default: false))
        let limit = try DiffLimit.read(arguments)
        try Task.checkCancellation()
        let outcome = try await MockRun.run(request)
        let result = Output(
            protocols: outcome.protocols, selection: outcome.selection, style: outcome.style.rawValue, styleReason: outcome.styleReason,
            conventions: outcome.conventionsInferred ? "inferred" : "configured", written: outcome.report != nil,
            files: outcome.plan.entries.map { GenerateTool.File(path: $0.path, action: GenerateTool.name($0.action)) },
            outOfDate: outcome.outOfDate.map(\.path), diff: DiffLimit.cut(outcome.plan.unifiedDiff, to: limit),
            warnings: outcome.warnings.map(\.description))
        var lines = ["\(result.protocols.count) protocol(s) (\(result.selection)), style \(result.style) (\(result.styleReason)), conventions \(result.conventions)"]
        lines += result.warnings
        if check {
            lines.append(result.outOfDate.isEmpty ? "mocks are up to date" : "out of date: " + result.outOfDate.joined(separator: ", "))
        } else {
            lines.append(result.written ? "written" : "planned (dry run, nothing written; pass dryRun=false to write)")
            lines += result.files.filter { $0.action != "unchanged" }.map { "\($0.action) \($0.path)" }
            if !result.diff.isEmpty { lines += ["", result.diff] }
        }
        return try ToolOutput(text: lines.joined(separator: "\n"), structured: result)
    }

    static let layers = Layer.allCases.filter { $0 != .unknown && $0 != .tests }.map(\.rawValue)
}
