import MCP
import StrataGenerate
import StrataPipeline
import StrataWorkspace

/// `generate`: spec → plan and diff; with `write`, all files at once (or none) inside the project.
struct GenerateTool: ToolHandler {
    var definition: Tool { ToolCatalogue.generateTool }

    static let actionNames = WriteAction.allCases.map(name)

    static func name(_ action: WriteAction) -> String {
        switch action {
        case .create: "create"
        case .update: "update"
        case .unchanged: "unchanged"
        case .overwriteEdited: "overwrite-edited"
        case .overwriteUnowned: "overwrite-unowned"
        case .skipEdited: "keep-edited"
        case .skipUnowned: "keep-unowned"
        case .edit: "edit"
        case .delete: "delete"
        case .merge: "merge-edited"
        }
    }

    struct File: Encodable {
        var path: String
        var action: String
    }

    struct Output: Encodable {
        var feature: String
        var preset: String
        var conventions: SpecArguments.ConventionSource
        var output: String
        var written: Bool
        var files: [File]
        var counts: [String: Int]
        var diff: String
        var warnings: [String]
        var projectEdits: [String]
    }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        guard let spec = try SpecArguments.source(arguments, session: context.session) else {
            throw MCPError.invalidParams("generate: give the spec as `spec` (YAML or JSON text), `specPath` (a file in the project) or `example`")
        }
        let output = try context.session.confine(try arguments.string("output") ?? ".")
        var (request, conventions) = try await SpecArguments.request(arguments, spec: spec, output: output.url, session: context.session)
        request.options = GenerationOptions(
            packageManifest: try arguments.bool("package", default: false), designDocumentPath: try arguments.string("designDocument"),
            dataLayer: try arguments.optionalBool("data"))
        let write = try arguments.bool("write", default: false)
        request.dryRun = !write
        request.force = try arguments.bool("force", default: false)
        let limit = try DiffLimit.read(arguments)
        try Task.checkCancellation()

        let outcome = try await GenerationRun.run(request)
        let files = outcome.plan.entries.map { File(path: $0.path, action: Self.name($0.action)) }
        let counts = Dictionary(files.map { ($0.action, 1) }, uniquingKeysWith: +)
        let result = Output(
            feature: outcome.model.feature, preset: outcome.conventions.preset, conventions: conventions, output: output.relative, written: outcome.report != nil,
            files: files, counts: counts, diff: DiffLimit.cut(outcome.plan.unifiedDiff, to: limit), warnings: outcome.warnings.map(\.description),
            projectEdits: outcome.projectEdits.map { "\($0.path):\($0.line): \($0.summary)" })
        return try ToolOutput(text: Self.text(result), structured: result)
    }

    /// A summary line, one line per file that is not unchanged, then the diff.
    static func text(_ output: Output) -> String {
        let counts = actionNames.compactMap { name in output.counts[name].map { "\($0) \(name)" } }.joined(separator: ", ")
        let verb = output.written ? "written" : "planned (dry run, nothing written; pass write=true to write)"
        var lines = ["\(output.feature) (\(output.preset), \(output.conventions.rawValue) conventions) into \(output.output.isEmpty ? "." : output.output): \(counts) — \(verb)"]
        lines += output.projectEdits.map { "edits the project's file: " + $0 }
        lines += output.warnings
        lines += output.files.filter { $0.action != "unchanged" }.map { "\($0.action) \($0.path)" }
        if !output.diff.isEmpty { lines += ["", output.diff] }
        return lines.joined(separator: "\n")
    }
}
