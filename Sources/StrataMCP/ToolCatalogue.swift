import MCP
import StrataModel
import StrataSpec

/// Every tool the server offers, with the JSON Schemas of its input and its structured result.
///
/// The schemas are the contract: `ToolArguments` refuses keys they do not list, and the tests check
/// each structured result against its output schema. docs/MCP.md describes the same tools.
/// The tools' names, public so every other front door (the exported skills) names them exactly.
public enum MCPToolName {
    public static let analyze = "analyze"
    public static let design = "design"
    public static let generate = "generate"
    public static let addProperty = "add_property"
    public static let addUseCase = "add_usecase"
    public static let lint = "lint"
    public static let explainRule = "explain_rule"
    public static let conventions = "conventions"

    /// Every tool, in the order `tools/list` gives them.
    public static let all = [analyze, design, generate, addProperty, addUseCase, lint, explainRule, conventions]
}

enum ToolCatalogue {

    static let tools: [Tool] = [
        analyzeTool, designTool, generateTool, addPropertyTool, addUseCaseTool, lintTool, explainRuleTool, conventionsTool,
    ]

    static func tool(named name: String) -> Tool? { tools.first { $0.name == name } }

    // MARK: Shared fragments

    static let specSource: [String: Value] = [
        "spec": Schema.string("The domain spec itself, as YAML or JSON text (reference: docs/SPEC.md in the Strata repository)."),
        "specPath": Schema.string("A spec file inside the project, relative to the project root."),
        "example": Schema.string("An embedded example spec instead (`strata examples`).", enum: Examples.names),
    ]

    static let style: [String: Value] = [
        "preset": Schema.string("House style, overriding .strata.yml.", enum: Presets.names),
        "lightweight": Schema.boolean("Plain CRUD: skip pass-through use cases.", default: false),
    ]

    static let indexSummary = Schema.object([
        "filesDiscovered": Schema.integer("Swift files found."),
        "filesParsed": Schema.integer("Files parsed in this call."),
        "filesFromCache": Schema.integer("Files whose summary was reused, unchanged since the last call."),
        "filesTrustedByStamp": Schema.integer("Of those, files not even read: their stat matched."),
        "warm": Schema.boolean("The server already held the index in memory before this call."),
        "classificationReused": Schema.boolean("Nothing changed since the last call: its classification was reused."),
        "seconds": Schema.number("Wall-clock time of indexing and classifying."),
    ], required: ["filesDiscovered", "filesParsed", "filesFromCache", "filesTrustedByStamp", "warm", "classificationReused", "seconds"])

    // MARK: Tools

    static let analyzeTool = Tool(
        name: MCPToolName.analyze,
        title: "Analyze the project's architecture",
        description: """
        Reads every Swift file of the project (warm between calls: only changed files are parsed again) and reports each \
        feature's entities, repositories, use cases, DTOs, mappers, persistence models, mocks and tests, the dependencies \
        between layers (flagging those against the dependency rule) and the Domain Design of the existing code. The text \
        is the Markdown report (or JSON with format=json); the structured result has the inventory and layer graph.
        """,
        inputSchema: Schema.object([
            "format": Schema.string("Form of the text content.", enum: ["markdown", "json"], default: "markdown"),
            "types": Schema.boolean("Also list every classified type (name, role, layer, file, evidence) in the structured result.", default: false),
        ]),
        annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "root": Schema.string("The project root."),
            "fileCount": Schema.integer("Swift files read."),
            "lineCount": Schema.integer("Their lines."),
            "features": Schema.array(Schema.object([
                "name": Schema.string("Feature (module or folder)."),
                "files": Schema.counts("Files per layer."),
                "roles": Schema.counts("Types per role."),
            ], required: ["name", "files", "roles"]), "One entry per feature."),
            "layerEdges": Schema.array(Schema.object([
                "from": Schema.string("Layer that depends."),
                "to": Schema.string("Layer depended on."),
                "count": Schema.integer("How many references."),
                "examples": Schema.array(["type": "string"], "A few of them (file:line)."),
                "isViolation": Schema.boolean("Against the dependency rule."),
            ], required: ["from", "to", "count", "examples", "isViolation"]), "Dependencies between layers."),
            "moduleEdges": Schema.array(Schema.object([
                "from": Schema.string("Module that depends."), "to": Schema.string("Module depended on."),
            ], required: ["from", "to"]), "Dependencies between package targets."),
            "violations": Schema.integer("Layer edges against the dependency rule."),
            "problems": Schema.array(["type": "string"], "Files that could not be read fully, as `file:line:column: message`."),
            "types": Schema.array(Schema.anyObject("A classified type."), "With types=true only."),
            "index": indexSummary,
        ], required: ["root", "fileCount", "lineCount", "features", "layerEdges", "moduleEdges", "violations", "problems", "index"])
    )

    static let designTool = Tool(
        name: MCPToolName.design,
        title: "Domain Design document",
        description: """
        The "Domain Design" document as Markdown (entities, repositories, use cases, Mermaid class diagram). With a spec \
        (spec, specPath or example) it is the design of that spec in the project's house style; without one, the design \
        of the existing code, per feature (optionally only `feature`).
        """,
        inputSchema: Schema.object(specSource.merging(style) { first, _ in first }.merging([
            "feature": Schema.string("Without a spec: only this feature's document."),
        ]) { first, _ in first }),
        annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "source": Schema.string("Where the design comes from.", enum: ["spec", "code"]),
            "markdown": Schema.string("The document."),
            "features": Schema.array(["type": "string"], "Features the document covers."),
        ], required: ["source", "markdown", "features"])
    )

    static let generateTool = Tool(
        name: MCPToolName.generate,
        title: "Generate a feature from a spec",
        description: """
        Plans a feature's domain layer (entities, repositories, use cases, mocks, tests, wiring; the Data layer on request) \
        from a spec, in the project's house style, and returns the plan (files to create, update, keep) with unified diffs. \
        Writes nothing unless write=true; then all files are written at once or none, inside the project only. Files \
        edited by hand since Strata wrote them, and files Strata never wrote, are kept unless force=true. When the project \
        already declares the error type (one app-wide error enum), that enum gains the cases the feature uses: an `edit` \
        of the project's file, listed in projectEdits and in the diff.
        """,
        inputSchema: Schema.object(specSource.merging(style) { first, _ in first }.merging([
            "output": Schema.string("Folder to generate into, relative to the project root.", default: "."),
            "data": Schema.boolean("Generate the Data layer (DTOs, API client, data sources, repositories) or not; default: the spec's `data:` section."),
            "package": Schema.boolean("Also write a Package.swift so the output builds on its own.", default: false),
            "designDocument": Schema.string("Also write the Domain Design document at this path, relative to the output folder."),
            "write": Schema.boolean("Write the files. Without it, only the plan and diff are returned.", default: false),
            "force": Schema.boolean("Overwrite files edited by hand or not written by Strata.", default: false),
        ]) { first, _ in first }),
        annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "feature": Schema.string("The spec's feature."),
            "preset": Schema.string("House style used."),
            "output": Schema.string("Output folder, relative to the project root (empty for the root)."),
            "written": Schema.boolean("Whether files were written (write=true)."),
            "files": Schema.array(Schema.object([
                "path": Schema.string("Relative to the output folder."),
                "action": Schema.string("What happens to it.", enum: GenerateTool.actionNames),
            ], required: ["path", "action"]), "Every planned file."),
            "counts": Schema.counts("Files per action."),
            "diff": Schema.string("Unified diff of every change."),
            "warnings": Schema.array(["type": "string"], "Warnings, as `file:line:column: message`."),
            "projectEdits": Schema.array(["type": "string"], "Changes inside the project's own files (`file:line: summary`), e.g. its shared error enum gaining cases."),
        ], required: ["feature", "preset", "output", "written", "files", "counts", "diff", "warnings", "projectEdits"])
    )

    static let evolutionResult = Schema.object([
        "written": Schema.boolean("Whether files were written (dryRun=false)."),
        "files": Schema.array(Schema.object([
            "path": Schema.string("Relative to the project root."),
            "action": Schema.string("create, update or unchanged."),
        ], required: ["path", "action"]), "Files the change touches."),
        "diff": Schema.string("Unified diff of the change."),
        "notes": Schema.array(["type": "string"], "What the change did, or could not do."),
    ], required: ["written", "files", "diff", "notes"])

    static let addPropertyTool = Tool(
        name: MCPToolName.addProperty,
        title: "Add properties to an entity",
        description: """
        Adds properties to an existing entity and carries them through its DTO, mapping, persistence model, mocks and \
        tests; with `from`, every property a reference type has and the entity lacks. Give `properties`, `from` or both. \
        Dry run by default (plan + diff); dryRun=false writes. Needs the model-evolution module: a build without \
        it answers with an error saying so.
        """,
        inputSchema: Schema.object([
            "entity": Schema.string("The entity's type name."),
            "properties": Schema.array(Schema.object([
                "name": Schema.string("Property name."),
                "type": Schema.string("Swift type, e.g. `String`, `Date?`, `[Tag]`."),
                "default": Schema.string("Default value as Swift source, e.g. `0`, `nil`, `[]`."),
                "doc": Schema.string("Documentation comment."),
            ], required: ["name", "type"]), "The properties to add."),
            "module": Schema.string("Module (target) of the entity, when the name is ambiguous."),
            "dryRun": Schema.boolean("Only return the plan and diff.", default: true),
            "newEnums": Schema.array(Schema.object([
                "name": Schema.string("UpperCamelCase enum name, e.g. `MovieStatus`."),
                "cases": Schema.array(Schema.string("A case name."), "Its cases, e.g. `rumoured`, `released`."),
            ], required: ["name", "cases"]), "New String-backed enums the properties use, created beside the entity."),
            "newStructs": Schema.array(Schema.object([
                "name": Schema.string("UpperCamelCase type name, e.g. `Warranty`."),
                "fields": Schema.array(Schema.object([
                    "name": Schema.string("Field name."),
                    "type": Schema.string("Swift type."),
                    "default": Schema.string("Default value as Swift source."),
                ], required: ["name", "type"]), "Its stored fields."),
            ], required: ["name", "fields"]), "New value types the properties use, created in every layer the property reaches."),
            "fill": Schema.string("Value for call sites outside tests when a property is required and has no default."),
            "skip": Schema.array(Schema.string("A type name."), "Derived types to leave alone."),
            "from": Schema.string(
                "A reference type (an SDK or API model): every property it has and the entity lacks is added too. A type name the project's sources hold, or `path/File.swift` or `path/File.swift:Type` inside the project."),
        ], required: ["entity"]),
        annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false),
        outputSchema: evolutionResult
    )

    static let addUseCaseTool = Tool(
        name: MCPToolName.addUseCase,
        title: "Add a use case",
        description: """
        Adds a use case to an existing repository's feature (contract, implementation, wiring, mock, test) in the \
        project's style. Dry run by default (plan + diff); dryRun=false writes. Needs the model-evolution module: a build \
        without it answers with an error saying so.
        """,
        inputSchema: Schema.object([
            "name": Schema.string("Use case name, e.g. `ArchiveWorkout`; its kind follows from the verb."),
            "repository": Schema.string("The repository protocol it calls."),
            "dryRun": Schema.boolean("Only return the plan and diff.", default: true),
        ], required: ["name", "repository"]),
        annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false),
        outputSchema: evolutionResult
    )

    static let lintTool = Tool(
        name: MCPToolName.lint,
        title: "Check the architecture rules",
        description: """
        Runs the architecture lint rules (layer purity, repositories, DTOs, use cases, error mapping, mocks) on the warm \
        index, honouring `lint:` in .strata.yml, suppressions and the configured baseline. Findings come as JSON in the \
        structured result (rule, severity, file, line, column, message, hint, fix) and as compiler-style lines in the text. \
        `explain_rule` tells why a rule exists and how to fix its findings.
        """,
        inputSchema: Schema.object([
            "rules": Schema.array(["type": "string"], "Run only these rule ids."),
            "preset": Schema.string("House style for the style rules (turns them on).", enum: Presets.names),
        ]),
        annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "version": Schema.integer("Format version (1)."),
            "tool": Schema.string("Always `strata`."),
            "root": Schema.string("The project root; finding paths are relative to it."),
            "summary": Schema.object([
                "files": Schema.integer("Files checked."),
                "errors": Schema.integer("Findings at error severity."),
                "warnings": Schema.integer("At warning severity."),
                "notes": Schema.integer("At note severity."),
                "suppressed": Schema.integer("Suppressed by comments."),
                "baselined": Schema.integer("Accepted by the baseline."),
                "rules": Schema.array(["type": "string"], "Rules that ran."),
            ], required: ["files", "errors", "warnings", "notes", "suppressed", "baselined", "rules"]),
            "findings": Schema.array(Schema.object([
                "rule": Schema.string("Rule id."),
                "title": Schema.string("Rule title."),
                "impact": Schema.string("CRITICAL, HIGH, MEDIUM or LOW."),
                "severity": Schema.string("error, warning or note."),
                "file": Schema.string("Relative to the root."),
                "line": Schema.integer("1-based."),
                "column": Schema.integer("1-based."),
                "message": Schema.string("What is wrong."),
                "hint": Schema.string("What to change."),
                "fix": Schema.anyObject("The fix, when one is available."),
            ], required: ["rule", "severity", "file", "line", "column", "message"], additional: true), "The findings."),
            "fixedBaselineEntries": Schema.array(Schema.anyObject("A baseline entry."), "Baseline entries fixed since."),
        ], required: ["version", "tool", "root", "summary", "findings", "fixedBaselineEntries"])
    )

    static let explainRuleTool = Tool(
        name: MCPToolName.explainRule,
        title: "Explain a lint rule",
        description: "A lint rule's full document: why it exists, its impact, options, an incorrect and a correct example.",
        inputSchema: Schema.object([
            "rule": Schema.string("The rule id, as in a lint finding (e.g. `dto-boundary`)."),
        ], required: ["rule"]),
        annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "id": Schema.string("Rule id."),
            "title": Schema.string("Title."),
            "impact": Schema.string("CRITICAL, HIGH, MEDIUM or LOW."),
            "impactDescription": Schema.string("What the impact means here."),
            "tags": Schema.array(["type": "string"], "Tags."),
            "defaultSeverity": Schema.string("error, warning or note."),
            "enabledByDefault": Schema.boolean("Runs without configuration."),
            "needsConventions": Schema.boolean("A house-style rule: runs when .strata.yml names a preset or conventions."),
            "markdown": Schema.string("The whole document."),
        ], required: ["id", "title", "impact", "impactDescription", "tags", "defaultSeverity", "enabledByDefault", "needsConventions", "markdown"])
    )

    static let conventionsTool = Tool(
        name: MCPToolName.conventions,
        title: "The project's house style",
        description: """
        The conventions Strata writes in for this project: those configured in .strata.yml when it states a preset or \
        conventions, else those inferred from the code (with the evidence: how many declarations agree, and the outliers \
        with file:line). `yaml` is a .strata.yml that reproduces them.
        """,
        inputSchema: Schema.object([
            "source": Schema.string("auto: configured if .strata.yml states them, else inferred.", enum: ["auto", "configured", "inferred"], default: "auto"),
        ]),
        annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "source": Schema.string("Where they come from.", enum: ["configured", "inferred"]),
            "preset": Schema.string("The preset they start from (the closest one when inferred)."),
            "conventions": Schema.anyObject("Every house-style choice (the keys of .strata.yml's `conventions:`)."),
            "findings": Schema.array(Schema.anyObject("field, value, support, total, summary, outliers"), "Inferred: the evidence per field."),
            "inconsistencies": Schema.array(Schema.anyObject("field, value, support, total, summary, outliers"), "Inferred: where the code disagrees with itself."),
            "yaml": Schema.string("A .strata.yml reproducing these conventions."),
        ], required: ["source", "preset", "conventions", "findings", "inconsistencies", "yaml"])
    )
}
