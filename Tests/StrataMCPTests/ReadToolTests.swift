import MCP
import Testing

/// analyze, design, lint, explain_rule and conventions on fixture projects, through the SDK client.
@Suite("MCP read tools")
struct ReadToolTests {
    @Test func analyzeReportsFeaturesLayersAndIndexStatistics() async throws {
        let project = try TestProject("analyze", copying: "LintProjects/shelf")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let (text, result) = try await harness.success("analyze")
        #expect(text.hasPrefix("# Architecture analysis"))
        #expect(text.contains("## Domain Design"))
        #expect((result["fileCount"]?.intValue ?? 0) > 10)
        let features = result["features"]?.arrayValue?.compactMap { $0.objectValue?["name"]?.stringValue } ?? []
        #expect(features.contains { $0.contains("Books") }, "\(features)")
        #expect(result["types"] == nil, "types are listed only on request")
        #expect(result["index"]?.objectValue?["warm"] == false)

        let (json, detailed) = try await harness.success("analyze", ["format": "json", "types": true])
        #expect(json.hasPrefix("{"))
        let types = detailed["types"]?.arrayValue ?? []
        #expect(types.contains { $0.objectValue?["name"] == "SearchBooksUseCase" })
        #expect(detailed["index"]?.objectValue?["warm"] == true)
    }

    @Test func designOfTheExistingCodeAndOfASpec() async throws {
        let project = try TestProject("design", copying: "LintProjects/shelf")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let (code, fromCode) = try await harness.success("design")
        #expect(fromCode["source"] == "code")
        #expect(code.hasPrefix("## Domain Design: "), "\(code.prefix(200))")
        #expect(code.contains("SearchBooksUseCase"))
        let feature = try #require(fromCode["features"]?.arrayValue?.first?.stringValue)
        let (_, one) = try await harness.success("design", ["feature": .string(feature)])
        #expect(one["features"] == [.string(feature)])
        let unknown = try await harness.failure("design", ["feature": "Bokos"])
        #expect(unknown.contains("no feature `Bokos`"), "\(unknown)")

        let spec = "feature: Tasks\nentities:\n  Chore:\n    doc: Something to do.\n    properties: { title: String }\nuseCases: [GetChore]\n"
        let (markdown, fromSpec) = try await harness.success("design", ["spec": .string(spec), "preset": "contract"])
        #expect(fromSpec["source"] == "spec")
        #expect(fromSpec["features"] == ["Tasks"])
        #expect(markdown.contains("Chore"))
        #expect(markdown.contains("mermaid"))
    }

    @Test func lintReturnsFindingsAsJSON() async throws {
        let project = try TestProject("lint", copying: "LintProjects/countries")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let (text, result) = try await harness.success("lint")
        let findings = result["findings"]?.arrayValue?.compactMap(\.objectValue) ?? []
        // The interactor's second method, and the database repository's protocol declared in Data.
        #expect(findings.compactMap { $0["rule"]?.stringValue }.sorted() == ["repository-placement", "usecase-single-execute"], "\(text)")
        let finding = try #require(findings.first { $0["rule"] == "usecase-single-execute" })
        #expect((finding["line"]?.intValue ?? 0) > 0)
        #expect(finding["file"]?.stringValue?.hasSuffix(".swift") == true)
        #expect(text.contains(":\(finding["line"]?.intValue ?? 0):"), "compiler-style lines carry file:line:column")
        #expect((result["summary"]?.objectValue?["files"]?.intValue ?? 0) > 5)

        let (_, only) = try await harness.success("lint", ["rules": ["dto-boundary"]])
        #expect(only["findings"] == [])
        let unknownRule = await harness.rejection("lint", ["rules": ["no-such-rule"]])
        #expect(unknownRule?.code == -32602)
        #expect("\(unknownRule.map { String(describing: $0) } ?? "")".contains("no-such-rule"), "\(String(describing: unknownRule))")
        let noRule = await harness.rejection("lint", ["rules": []])
        #expect("\(noRule.map { String(describing: $0) } ?? "")".contains("`rules` is empty"), "an empty list is refused, not a silent clean run")
    }

    @Test func explainRuleGivesTheDocumentOrSuggestsAnID() async throws {
        let project = try TestProject("explain")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let (text, result) = try await harness.success("explain_rule", ["rule": "dto-boundary"])
        #expect(result["id"] == "dto-boundary")
        #expect(text.contains("dto-boundary") || text.contains("DTO"))
        #expect(result["markdown"]?.stringValue == text)
        let unknown = await harness.rejection("explain_rule", ["rule": "dto-boundry"])
        #expect(unknown?.code == -32602, "the schema's enum is enforced: a malformed call")
        #expect("\(unknown.map { String(describing: $0) } ?? "")".contains("did you mean `dto-boundary`?"), "\(String(describing: unknown))")
    }

    @Test func conventionsAreInferredWithEvidenceOrReadFromTheConfig() async throws {
        let project = try TestProject("conventions", copying: "Projects/contract")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let (text, inferred) = try await harness.success("conventions")
        #expect(inferred["source"] == "inferred")
        #expect(inferred["preset"] == "contract")
        #expect(inferred["conventions"]?.objectValue?["useCaseContractName"] == "{name}UseCaseContract")
        #expect(inferred["findings"]?.arrayValue?.isEmpty == false)
        #expect(text.contains("closest preset: contract"))
        #expect(inferred["yaml"]?.stringValue?.contains("preset: contract") == true)

        let refused = try await harness.failure("conventions", ["source": "configured"])
        #expect(refused.contains("no .strata.yml"))
        try project.write("preset: clinic\n", to: ".strata.yml")
        let (_, configured) = try await harness.success("conventions")
        #expect(configured["source"] == "configured")
        #expect(configured["preset"] == "clinic")
        #expect(configured["findings"] == [])
    }
}
