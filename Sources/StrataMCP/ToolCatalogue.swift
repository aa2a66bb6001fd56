import MCP
import StrataLint
import StrataMock
import StrataModel
import StrataPipeline
import StrataSpec

/// Every tool the server offers, with the JSON Schemas of its input and its structured result.
///
/// The schemas are the contract: `ToolArguments` refuses keys they do not list, and the tests check
/// each structured result against its output schema. docs/MCP.md describes the same tools.
enum ToolCatalogue {

    static let tools: [Tool] = [
        analyzeTool, designTool, generateTool, addPropertyTool, addUseCaseTool, lintTool, fixTool, baselineTool, explainRuleTool, conventionsTool,
        mockTool, exportSkillsTool,
    ]

    /// Every lint rule's id, for the schemas that take one.
    static let ruleIDs = RuleRegistry.descriptions.map(\.id)

    static func tool(named name: String) -> Tool? { tools.first { $0.name == name } }

    // MARK: Shared fragments

    static let specSource: [String: Value] = [
        "spec": Schema.string(
            "The domain spec itself, as YAML or JSON text (reference: docs/SPEC.md in the Strata repository).", maxLength: ToolArguments.maxLongString),
        "specPath": Schema.string("A spec file inside the project, relative to the project root."),
        "example": Schema.string("An embedded example spec instead (`strata examples`).", enum: Examples.names),
    ]

    static let style: [String: Value] = [
        "preset": Schema.string(
            "House style, overriding .strata.yml. Without it: the conventions .strata.yml states, else those inferred from the project's code (see the `conventions` tool).",
            enum: Presets.names),
        "lightweight": Schema.boolean("Plain CRUD: skip pass-through use cases.", default: false),
    ]

    static let indexSummary = Schema.object(
        [
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
        inputSchema: Schema.input(
            [
                "format": Schema.string("Form of the text content.", enum: ["markdown", "json"], default: "markdown"),
                "types": Schema.boolean("Also list the classified types (name, role, layer, file, evidence) in the structured result, a page at a time.", default: false),
                "textLimit": Schema.integer(
                    "At most this many bytes of report text (cut at a line, saying how much was left out).", minimum: 1_000, maximum: DiffLimit.maxBytes,
                    default: DiffLimit.defaultBytes),
            ].merging(Paging.arguments(of: "classified types (with types=true)")) { first, _ in first }),
        annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "root": Schema.string("The project root."),
                "fileCount": Schema.integer("Swift files read."),
                "lineCount": Schema.integer("Their lines."),
                "features": Schema.array(
                    Schema.object(
                        [
                            "name": Schema.string("Feature (module or folder)."),
                            "files": Schema.counts("Files per layer."),
                            "roles": Schema.counts("Types per role."),
                        ], required: ["name", "files", "roles"]), "One entry per feature."),
                "layerEdges": Schema.array(
                    Schema.object(
                        [
                            "from": Schema.string("Layer that depends."),
                            "to": Schema.string("Layer depended on."),
                            "count": Schema.integer("How many references."),
                            "examples": Schema.array(["type": "string"], "A few of them (file:line)."),
                            "isViolation": Schema.boolean("Against the dependency rule."),
                        ], required: ["from", "to", "count", "examples", "isViolation"]), "Dependencies between layers."),
                "moduleEdges": Schema.array(
                    Schema.object(
                        [
                            "from": Schema.string("Module that depends."), "to": Schema.string("Module depended on."),
                        ], required: ["from", "to"]), "Dependencies between package targets."),
                "violations": Schema.integer("Layer edges against the dependency rule."),
                "problems": Schema.array(["type": "string"], "Files that could not be read fully, as `file:line:column: message`."),
                "types": Schema.array(Schema.anyObject("A classified type."), "With types=true only: one page of them."),
                "typesPage": Paging.infoSchema,
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
        inputSchema: Schema.input(
            specSource.merging(style) { first, _ in first }.merging([
                "feature": Schema.string("Without a spec: only this feature's document.")
            ]) { first, _ in first }),
        annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
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
        inputSchema: Schema.input(
            specSource.merging(style) { first, _ in first }.merging([
                "output": Schema.string("Folder to generate into, relative to the project root.", default: "."),
                "data": Schema.boolean("Generate the Data layer (DTOs, API client, data sources, repositories) or not; default: the spec's `data:` section."),
                "package": Schema.boolean("Also write a Package.swift so the output builds on its own.", default: false),
                "designDocument": Schema.string("Also write the Domain Design document at this path, relative to the output folder."),
                "write": Schema.boolean("Write the files. Without it, only the plan and diff are returned.", default: false),
                "force": Schema.boolean("Overwrite files edited by hand or not written by Strata.", default: false),
            ]) { first, _ in first }.merging(DiffLimit.argument) { first, _ in first }),
        // With `force: true` it overwrites files edited by hand: destructive, as MCP defines the hint.
        annotations: .init(readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "feature": Schema.string("The spec's feature."),
                "preset": Schema.string("House style used."),
                "conventions": Schema.string(
                    "Where the house style came from: the `preset` argument, .strata.yml, inferred from the project's code (no .strata.yml stating any), or the default preset (a project with no Swift code).",
                    enum: ["preset argument", "configured", "inferred", "default preset"]),
                "output": Schema.string("Output folder, relative to the project root (empty for the root)."),
                "written": Schema.boolean("Whether files were written (write=true)."),
                "files": Schema.array(
                    Schema.object(
                        [
                            "path": Schema.string("Relative to the output folder."),
                            "action": Schema.string("What happens to it.", enum: GenerateTool.actionNames),
                        ], required: ["path", "action"]), "Every planned file."),
                "counts": Schema.counts("Files per action."),
                "diff": Schema.string("Unified diff of every change."),
                "warnings": Schema.array(["type": "string"], "Warnings, as `file:line:column: message`."),
                "projectEdits": Schema.array(["type": "string"], "Changes inside the project's own files (`file:line: summary`), e.g. its shared error enum gaining cases."),
            ], required: ["feature", "preset", "conventions", "output", "written", "files", "counts", "diff", "warnings", "projectEdits"])
    )

    static let evolutionResult = Schema.object(
        [
            "written": Schema.boolean("Whether files were written (dryRun=false)."),
            "files": Schema.array(
                Schema.object(
                    [
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
        inputSchema: Schema.input(
            [
                "entity": Schema.string("The entity's type name."),
                "properties": Schema.array(
                    Schema.object(
                        [
                            "name": Schema.string("Property name."),
                            "type": Schema.string("Swift type, e.g. `String`, `Date?`, `[Tag]`."),
                            "default": Schema.string("Default value as Swift source, e.g. `0`, `nil`, `[]`."),
                            "doc": Schema.string("Documentation comment."),
                        ], required: ["name", "type"]), "The properties to add: at most \(AddPropertyTool.maxProperties) per call (the time grows linearly with them).",
                    maxItems: AddPropertyTool.maxProperties),
                "module": Schema.string("Module (target) of the entity, when the name is ambiguous."),
                "dryRun": Schema.boolean("Only return the plan and diff.", default: true),
                "newEnums": Schema.array(
                    Schema.object(
                        [
                            "name": Schema.string("UpperCamelCase enum name, e.g. `MovieStatus`."),
                            "cases": Schema.array(Schema.string("A case name."), "Its cases, e.g. `rumoured`, `released`."),
                        ], required: ["name", "cases"]), "New String-backed enums the properties use, created beside the entity."),
                "newStructs": Schema.array(
                    Schema.object(
                        [
                            "name": Schema.string("UpperCamelCase type name, e.g. `Warranty`."),
                            "fields": Schema.array(
                                Schema.object(
                                    [
                                        "name": Schema.string("Field name."),
                                        "type": Schema.string("Swift type."),
                                        "default": Schema.string("Default value as Swift source."),
                                    ], required: ["name", "type"]), "Its stored fields."),
                        ], required: ["name", "fields"]), "New value types the properties use, created in every layer the property reaches."),
                "fill": Schema.string("Value for call sites outside tests when a property is required and has no default."),
                "skip": Schema.array(Schema.string("A type name."), "Derived types to leave alone."),
                "from": Schema.string(
                    "A reference type (an SDK or API model): every property it has and the entity lacks is added too. A type name the project's sources hold, or `path/File.swift` or `path/File.swift:Type` inside the project."
                ),
            ].merging(DiffLimit.argument) { first, _ in first }, required: ["entity"]),
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
        inputSchema: Schema.input(
            [
                "name": Schema.string("Use case name, e.g. `ArchiveWorkout`; its kind follows from the verb."),
                "repository": Schema.string("The repository protocol it calls."),
                "entity": Schema.string("The entity it works on, when the use case's name does not say (e.g. `Workout` for `ArchiveLatest`)."),
                "repositories": Schema.array(
                    Schema.string("A repository protocol of the project."),
                    "Other repositories it is given beside `repository` (a custom use case then: its rule is left to write)."),
                "services": Schema.array(
                    Schema.string("A service protocol of the project."),
                    "Services it is given (work outside the feature's data, e.g. a notification scheduler); their mocks are the project's, or rendered in its style."),
                "dryRun": Schema.boolean("Only return the plan and diff.", default: true),
            ].merging(DiffLimit.argument) { first, _ in first }, required: ["name", "repository"]),
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
        inputSchema: Schema.input(
            [
                "rules": Schema.array(
                    Schema.string("A rule id.", enum: ruleIDs), "Run only these rules (at least one; omit the argument to run every enabled rule).",
                    minItems: 1),
                "preset": Schema.string("House style for the style rules (turns them on).", enum: Presets.names),
            ].merging(Paging.arguments(of: "findings")) { first, _ in first }),
        annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "version": Schema.integer("Format version (1)."),
                "tool": Schema.string("Always `strata`."),
                "root": Schema.string("The project root; finding paths are relative to it."),
                "summary": Schema.object(
                    [
                        "files": Schema.integer("Files checked."),
                        "errors": Schema.integer("Findings at error severity."),
                        "warnings": Schema.integer("At warning severity."),
                        "notes": Schema.integer("At note severity."),
                        "suppressed": Schema.integer("Suppressed by comments."),
                        "baselined": Schema.integer("Accepted by the baseline."),
                        "rules": Schema.array(["type": "string"], "Rules that ran."),
                    ], required: ["files", "errors", "warnings", "notes", "suppressed", "baselined", "rules"]),
                "findings": Schema.array(
                    Schema.object(
                        [
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
                "page": Paging.infoSchema,
            ], required: ["version", "tool", "root", "summary", "findings", "fixedBaselineEntries", "page"])
    )

    static let explainRuleTool = Tool(
        name: MCPToolName.explainRule,
        title: "Explain a lint rule",
        description: "A lint rule's full document: why it exists, its impact, options, an incorrect and a correct example.",
        inputSchema: Schema.input(
            [
                "rule": Schema.string("The rule id, as in a lint finding (e.g. `dto-boundary`).", enum: ruleIDs)
            ], required: ["rule"]),
        annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
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
        inputSchema: Schema.input([
            "source": Schema.string("auto: configured if .strata.yml states them, else inferred.", enum: ["auto", "configured", "inferred"], default: "auto")
        ]),
        annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "source": Schema.string("Where they come from.", enum: ["configured", "inferred"]),
                "preset": Schema.string("The preset they start from (the closest one when inferred)."),
                "conventions": Schema.anyObject("Every house-style choice (the keys of .strata.yml's `conventions:`)."),
                "findings": Schema.array(Schema.anyObject("field, value, support, total, summary, outliers"), "Inferred: the evidence per field."),
                "inconsistencies": Schema.array(Schema.anyObject("field, value, support, total, summary, outliers"), "Inferred: where the code disagrees with itself."),
                "yaml": Schema.string("A .strata.yml reproducing these conventions."),
            ], required: ["source", "preset", "conventions", "findings", "inconsistencies", "yaml"])
    )

    static let mockTool = Tool(
        name: MCPToolName.mock,
        title: "Generate mocks of the project's protocols",
        description: """
            Test doubles for the project's protocols in the project's mock style (`strata mock`): the `/// @mockable` protocols, \
            or those chosen by role, layer, name or path, or, when none is annotated, every repository, use case contract and \
            data source. Mocks of unchanged protocols stay byte for byte; mocks edited by hand are kept unless force=true. Dry \
            run by default (plan and diff); dryRun=false writes; check=true only reports what is missing or out of date.
            """,
        inputSchema: Schema.input(
            [
                "annotated": Schema.boolean("The protocols annotated `/// @mockable`.", default: false),
                "roles": Schema.array(Schema.string("A role.", enum: MockedRole.allCases.map(\.rawValue)), "Protocols of these roles."),
                "layers": Schema.array(Schema.string("A layer.", enum: MockTool.layers), "Protocols in these layers."),
                "names": Schema.array(Schema.string("A protocol name or a glob like `*Repository`."), "Protocols by name."),
                "paths": Schema.array(Schema.string("A path glob like `Sources/Domain/**`."), "Protocols in matching files."),
                "style": Schema.string("Mock style; default: as the project's existing mocks.", enum: MockStyle.allCases.map(\.rawValue)),
                "output": Schema.string("Folder for the mocks, one file per protocol, relative to the project root."),
                "singleFile": Schema.string("Every mock in this one file instead, relative to the project root."),
                "imports": Schema.array(Schema.string("A module name."), "Also `@testable import` these modules in every mock."),
                "dryRun": Schema.boolean("Only return the plan and diff.", default: true),
                "check": Schema.boolean("Write nothing; report the mocks that are missing, out of date or stale.", default: false),
                "force": Schema.boolean("Overwrite mocks edited by hand or not written by Strata.", default: false),
            ].merging(DiffLimit.argument) { first, _ in first }),
        annotations: .init(readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "protocols": Schema.array(["type": "string"], "The protocols mocked."),
                "selection": Schema.string("How they were chosen."),
                "style": Schema.string("The mock style used."),
                "styleReason": Schema.string("Why that style."),
                "conventions": Schema.string("Where the conventions came from.", enum: ["configured", "inferred"]),
                "written": Schema.boolean("Whether files were written."),
                "files": planFiles,
                "outOfDate": Schema.array(["type": "string"], "Mocks missing, out of date or stale."),
                "diff": Schema.string("Unified diff (cut at `diffLimit`)."),
                "warnings": Schema.array(["type": "string"], "Warnings, as `file:line:column: message`."),
            ], required: ["protocols", "selection", "style", "styleReason", "conventions", "written", "files", "outOfDate", "diff", "warnings"])
    )

    static let planFiles = Schema.array(
        Schema.object(
            [
                "path": Schema.string("The file."),
                "action": Schema.string("What happens to it.", enum: GenerateTool.actionNames),
            ], required: ["path", "action"]), "Every planned file.")

    static let fixTool = Tool(
        name: MCPToolName.fix,
        title: "Fix lint findings",
        description: """
            Applies the fixes of the lint findings that have one (`strata lint --fix`): safe fixes, and with unsafe=true also \
            those that may change behaviour. Dry run by default (the diff); dryRun=false writes. Findings without a fix, or \
            whose fix Strata will not apply, are listed in `skipped` with the reason.
            """,
        inputSchema: Schema.input(
            [
                "rules": Schema.array(Schema.string("A rule id.", enum: ruleIDs), "Fix only these rules' findings.", minItems: 1),
                "unsafe": Schema.boolean("Also apply fixes that may change behaviour.", default: false),
                "dryRun": Schema.boolean("Only return the diff.", default: true),
            ].merging(DiffLimit.argument) { first, _ in first }),
        annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "written": Schema.boolean("Whether the fixes were written."),
                "files": Schema.array(["type": "string"], "Files changed (or that would change)."),
                "fixedFindings": Schema.integer("Findings fixed (or that would be)."),
                "remainingFindings": Schema.integer("Findings left after the fixes."),
                "skipped": Schema.array(["type": "string"], "Findings not fixed, with the reason."),
                "problems": Schema.array(["type": "string"], "Files that could not be written."),
                "diff": Schema.string("Unified diff (cut at `diffLimit`)."),
            ], required: ["written", "files", "fixedFindings", "remainingFindings", "skipped", "problems", "diff"])
    )

    static let baselineTool = Tool(
        name: MCPToolName.baseline,
        title: "Accept today's lint findings",
        description: """
            Writes the lint baseline (`strata lint --write-baseline`): without one, every current finding is recorded and \
            `lint` then reports only new ones; with one, the entries fixed since are dropped. It never grows: new findings are \
            fixed or suppressed, not added.
            """,
        inputSchema: Schema.input([
            "path": Schema.string("The baseline file, relative to the project root; default: `lint.baseline` of .strata.yml, else .strata/lint-baseline.json.")
        ]),
        annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "path": Schema.string("The baseline file, relative to the project root."),
                "created": Schema.boolean("A new baseline (else an existing one shrunk)."),
                "entries": Schema.integer("Entries in the baseline now."),
                "dropped": Schema.integer("Entries dropped as fixed."),
                "notAdded": Schema.integer("New findings not added."),
                "summary": Schema.string("The same, in words."),
            ], required: ["path", "created", "entries", "dropped", "notAdded", "summary"])
    )

    static let exportSkillsTool = Tool(
        name: MCPToolName.exportSkills,
        title: "Export agent skills",
        description: """
            Writes one SKILL.md per workflow (domain design, use cases, model updates, repositories, mocks, lint) in this \
            project's conventions (`strata skills export`), naming these tools. Dry run by default; dryRun=false writes; \
            skills edited by hand are kept unless force=true.
            """,
        inputSchema: Schema.input(
            [
                "output": Schema.string("The skills folder, relative to the project root.", default: SkillExport.defaultFolder),
                "dryRun": Schema.boolean("Only return the plan and diff.", default: true),
                "force": Schema.boolean("Overwrite skills edited by hand.", default: false),
            ].merging(DiffLimit.argument) { first, _ in first }),
        annotations: .init(readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "origin": Schema.string("Where the conventions came from."),
                "skills": Schema.array(["type": "string"], "The skills' names."),
                "written": Schema.boolean("Whether files were written."),
                "files": planFiles,
                "diff": Schema.string("Unified diff (cut at `diffLimit`)."),
                "warnings": Schema.array(["type": "string"], "Warnings."),
            ], required: ["origin", "skills", "written", "files", "diff", "warnings"])
    )
}
