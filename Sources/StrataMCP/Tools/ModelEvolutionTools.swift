import MCP
import StrataPipeline

/// `add_property` and `add_usecase`: arguments checked here, the work done by the installed
/// `ModelEvolutionService`; without one, a clear `isError` result.
struct AddPropertyTool: ToolHandler {
    var definition: Tool { ToolCatalogue.addPropertyTool }

    /// All properties of a call are planned in one editing round, each costing its own edits, so a
    /// call grows linearly with its properties (docs/BENCHMARKS.md); 1,000 keeps one call within
    /// minutes on a debug build of a loaded machine, and the diff it returns within reason.
    static let maxProperties = 1_000

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let properties = try arguments.objects("properties", allowed: ["name", "type", "default", "doc"]) ?? []
        guard properties.count <= Self.maxProperties else {
            throw MCPError.invalidParams(
                "add_property: `properties` has \(properties.count) items, over the limit of \(Self.maxProperties) per call; split them over several calls")
        }
        var from = try arguments.string("from")
        guard !properties.isEmpty || from != nil else {
            throw MCPError.invalidParams("add_property: `properties` must list at least one property, or `from` name a reference type")
        }
        // A file named by an agent stays inside the project, as every path of this server does.
        if let reference = from, let named = EvolutionRun.referenceFile(reference) {
            from = try context.session.confine(named.path).relative + (named.typeName.map { ":" + $0 } ?? "")
        }
        let request = AddPropertyArguments(
            entity: try arguments.requiredString("entity"),
            properties: try properties.map { property in
                AddPropertyArguments.Property(
                    name: try property.requiredString("name"), type: try property.requiredString("type"),
                    defaultValue: try property.string("default"), doc: try property.string("doc"))
            },
            module: try arguments.string("module"), dryRun: try arguments.bool("dryRun", default: true),
            newEnums: try (arguments.objects("newEnums", allowed: ["name", "cases"]) ?? []).map { item in
                AddPropertyArguments.NewEnum(name: try item.requiredString("name"), cases: try item.strings("cases") ?? [])
            },
            newStructs: try (arguments.objects("newStructs", allowed: ["name", "fields"]) ?? []).map { item in
                AddPropertyArguments.NewStruct(
                    name: try item.requiredString("name"),
                    fields: try (item.objects("fields", allowed: ["name", "type", "default"]) ?? []).map { field in
                        AddPropertyArguments.Property(
                            name: try field.requiredString("name"), type: try field.requiredString("type"), defaultValue: try field.string("default"))
                    })
            },
            fill: try arguments.string("fill"), skip: try arguments.strings("skip") ?? [], from: from)
        let limit = try DiffLimit.read(arguments)
        let service = try ModelEvolutionTools.service(context, tool: definition.name)
        try Task.checkCancellation()
        return try ModelEvolutionTools.output(try await service.addProperty(request, project: context.session.root), diffLimit: limit)
    }
}

struct AddUseCaseTool: ToolHandler {
    var definition: Tool { ToolCatalogue.addUseCaseTool }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let request = AddUseCaseArguments(
            name: try arguments.requiredString("name"), repository: try arguments.requiredString("repository"),
            entity: try arguments.string("entity"), repositories: try arguments.strings("repositories") ?? [],
            services: try arguments.strings("services") ?? [], dryRun: try arguments.bool("dryRun", default: true))
        let limit = try DiffLimit.read(arguments)
        let service = try ModelEvolutionTools.service(context, tool: definition.name)
        try Task.checkCancellation()
        return try ModelEvolutionTools.output(try await service.addUseCase(request, project: context.session.root), diffLimit: limit)
    }
}

enum ModelEvolutionTools {
    static func service(_ context: ToolContext, tool: String) throws -> any ModelEvolutionService {
        guard let service = context.modelEvolution else {
            throw ToolFailure("\(tool) is not available in this build: the model-evolution module is not installed in this server (nothing was changed)")
        }
        return service
    }

    static func output(_ result: ModelEvolutionResult, diffLimit: Int = DiffLimit.defaultBytes) throws -> ToolOutput {
        let verb = result.written ? "written" : "planned (dry run, nothing written)"
        var result = result
        result.notes = result.notes.map(ArgumentWording.forTools)
        result.diff = DiffLimit.cut(result.diff, to: diffLimit)
        var lines = ["\(result.files.count) file(s) \(verb)"] + result.notes
        lines += result.files.map { "\($0.action) \($0.path)" }
        if !result.diff.isEmpty { lines += ["", result.diff] }
        return try ToolOutput(text: lines.joined(separator: "\n"), structured: result)
    }
}
