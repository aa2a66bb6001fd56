import MCP
import StrataMCP
import StrataPipeline
import Testing

@Suite("MCP tool catalogue")
struct CatalogueTests {
    @Test func listsEveryToolWithInputAndOutputSchemas() async throws {
        let project = try TestProject("catalogue")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let names = harness.tools.map(\.name)
        #expect(
            names == [
                "analyze", "design", "generate", "add_property", "add_usecase", "lint", "fix", "baseline", "explain_rule", "conventions", "mock", "export_skills",
            ])
        #expect(names == MCPToolName.all, "the names other front doors use are the ones served")
        for tool in harness.tools {
            let input = try #require(tool.inputSchema.objectValue, "\(tool.name)")
            #expect(input["type"] == "object", "\(tool.name)")
            #expect(input["additionalProperties"] == false, "\(tool.name): unknown arguments are refused, the schema must say so")
            #expect(input["properties"]?.objectValue != nil, "\(tool.name)")
            #expect(tool.outputSchema?.objectValue?["type"] == "object", "\(tool.name)")
            #expect(!(tool.description ?? "").isEmpty, "\(tool.name)")
            // Every property documents itself for the agent reading the schema.
            for (key, property) in input["properties"]?.objectValue ?? [:] {
                #expect(property.objectValue?["description"]?.stringValue?.isEmpty == false, "\(tool.name).\(key)")
            }
        }
        let generate = try #require(harness.tools.first { $0.name == "generate" })
        #expect(generate.inputSchema.objectValue?["properties"]?.objectValue?["write"]?.objectValue?["default"] == false)
        let addProperty = try #require(harness.tools.first { $0.name == "add_property" })
        #expect(addProperty.inputSchema.objectValue?["required"] == ["entity"])  // `properties`, `from` or both: checked by the tool
        #expect(addProperty.inputSchema.objectValue?["properties"]?.objectValue?["dryRun"]?.objectValue?["default"] == true)
        let readOnly = harness.tools.filter { $0.annotations.readOnlyHint == true }.map(\.name)
        #expect(Set(readOnly) == ["analyze", "design", "lint", "explain_rule", "conventions"])
        // `force: true` overwrites files edited by hand: the tools that take it say they may destroy work.
        let destructive = harness.tools.filter { $0.annotations.destructiveHint == true }.map(\.name)
        #expect(Set(destructive) == ["generate", "mock", "export_skills"])
    }

    /// The limits `ToolArguments` enforces are in the schemas, at every depth.
    @Test func schemasStateTheLimitsTheServerEnforces() async throws {
        let project = try TestProject("catalogue-limits")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }
        func check(_ schema: Value, _ path: String) {
            guard let object = schema.objectValue else { return }
            if object["type"] == "string", object["enum"] == nil {
                #expect(object["maxLength"]?.intValue != nil, "\(path) has no maxLength")
            }
            if object["type"] == "array" { #expect(object["maxItems"]?.intValue != nil, "\(path) has no maxItems") }
            if let items = object["items"] { check(items, path + "[]") }
            for (key, property) in object["properties"]?.objectValue ?? [:] { check(property, path + "." + key) }
        }
        for tool in harness.tools { check(tool.inputSchema, tool.name) }
        let properties = { (tool: String) in harness.tools.first { $0.name == tool }?.inputSchema.objectValue?["properties"]?.objectValue ?? [:] }
        #expect(properties("generate")["spec"]?.objectValue?["maxLength"] == 1_048_576)
        let ruleEnum = properties("explain_rule")["rule"]?.objectValue?["enum"]?.arrayValue ?? []
        #expect(ruleEnum.contains("dto-boundary") && ruleEnum.count > 10, "explain_rule.rule lists its values")
        #expect(properties("lint")["rules"]?.objectValue?["minItems"] == 1)
        #expect(properties("add_usecase")["entity"] != nil)
    }
}
