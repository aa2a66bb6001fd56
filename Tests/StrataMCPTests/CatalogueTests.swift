import MCP
import StrataMCP
import Testing

@Suite("MCP tool catalogue")
struct CatalogueTests {
    @Test func listsEveryToolWithInputAndOutputSchemas() async throws {
        let project = try TestProject("catalogue")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let names = harness.tools.map(\.name)
        #expect(names == ["analyze", "design", "generate", "add_property", "add_usecase", "lint", "explain_rule", "conventions"])
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
    }
}
