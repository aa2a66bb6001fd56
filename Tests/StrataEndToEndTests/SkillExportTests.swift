import Foundation
import StrataMCP
import StrataWorkspace
import Testing

@testable import StrataCLI
@testable import StrataPipeline

/// `strata skills export`: golden SKILL.md files for two presets and one project whose conventions
/// are inferred, the workspace's guarantees, and that every command a skill names really parses.
///
/// Regenerate the goldens with `STRATA_RECORD_GOLDEN=1 swift test --filter SkillExportTests` and
/// review the diff.
@Suite("strata skills export")
struct SkillExportTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let golden = fixtures.appendingPathComponent("Skills")
    static let recording = ProcessInfo.processInfo.environment["STRATA_RECORD_GOLDEN"] != nil

    /// A project that only has `.strata.yml` naming `preset`, in a folder named `<preset>-app`.
    static func presetProject(_ preset: String, in directory: TemporaryDirectory) throws -> URL {
        let project = directory.url.appendingPathComponent("\(preset)-app")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "preset: \(preset)\n".write(to: project.appendingPathComponent(".strata.yml"), atomically: true, encoding: .utf8)
        return project
    }

    func compare(_ documents: [SkillDocument], with name: String) throws {
        let folder = Self.golden.appendingPathComponent(name)
        #expect(documents.map(\.name) == ["domain-design", "usecase", "update-model", "repository", "mocks", "architecture-lint"])
        for document in documents {
            let file = folder.appendingPathComponent(document.path)
            if Self.recording {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try document.markdown.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(document.markdown == expected, "\(name)/\(document.path) differs from its golden; record with STRATA_RECORD_GOLDEN=1 and review the diff")
        }
    }

    @Test(arguments: ["contract", "popcorn"])
    func presetSkillsMatchTheirGoldens(preset: String) async throws {
        let directory = try TemporaryDirectory("skills-\(preset)")
        defer { directory.cleanUp() }
        let exported = try await SkillExport.documents(project: try Self.presetProject(preset, in: directory), useCache: false)
        #expect(exported.origin == "`.strata.yml` (preset `\(preset)`)")
        try compare(exported.documents, with: "\(preset)-app")
    }

    @Test func inferredSkillsMatchTheirGoldens() async throws {
        // Read in place, without a cache: nothing is written into the fixture.
        let exported = try await SkillExport.documents(project: Self.fixtures.appendingPathComponent("Projects/arclabs"), useCache: false)
        #expect(exported.origin.contains("inferred from"))
        #expect(exported.origin.contains("closest preset `arclabs`"))
        let domain = try #require(exported.documents.first)
        #expect(domain.markdown.contains("strata init --infer"), "without a .strata.yml the skills start by writing one")
        try compare(exported.documents, with: "arclabs")
    }

    @Test func skillsShowTheProjectsOwnStyle() async throws {
        let directory = try TemporaryDirectory("skills-style")
        defer { directory.cleanUp() }
        let contract = try await SkillExport.documents(project: try Self.presetProject("contract", in: directory), useCache: false).documents
        let useCase = try #require(contract.first { $0.name == "usecase" }).markdown
        #expect(useCase.contains("protocol GetBookUseCaseContract: Sendable"))
        #expect(useCase.contains("`Features/<Feature>/Sources/Domain/UseCases/<Verb><Name>UseCase.swift`"))
        #expect(useCase.contains("| `Get<Name>` | get | localFirst | fetchByID |"))
        let vitalarc = try await SkillExport.documents(project: try Self.presetProject("vitalarc", in: directory), useCache: false).documents
        let plain = try #require(vitalarc.first { $0.name == "usecase" }).markdown
        #expect(plain.contains("final class GetBookUseCase"))
        #expect(!plain.contains("Contract"))
    }

    @Test func everyStrataCommandInTheSkillsParses() async throws {
        let directory = try TemporaryDirectory("skills-commands")
        defer { directory.cleanUp() }
        var checked = 0
        for preset in ["contract", "vitalarc"] {
            let documents = try await SkillExport.documents(project: try Self.presetProject(preset, in: directory), useCache: false).documents
            for document in documents {
                for line in Self.commandLines(document.markdown) {
                    let arguments = line.split(separator: " ").dropFirst().map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
                    #expect(StrataCommand.parseError(arguments) == nil, "\(document.name): `\(line)` does not parse: \(StrataCommand.parseError(arguments) ?? "")")
                    checked += 1
                }
                for tool in Self.mcpTools(document.markdown) {
                    #expect(MCPToolName.all.contains(tool), "\(document.name) names an unknown MCP tool `\(tool)`")
                }
            }
        }
        #expect(checked > 20)
    }

    /// `strata …` lines in ```bash blocks and `strata …` in backticks.
    static func commandLines(_ markdown: String) -> [String] {
        var lines: [String] = []
        var inBash = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```bash" {
                inBash = true
            } else if line == "```" {
                inBash = false
            } else if inBash, line.hasPrefix("strata ") {
                lines.append(String(line))
            }
            for (index, part) in line.components(separatedBy: "`").enumerated() where index % 2 == 1 && part.hasPrefix("strata ") {
                lines.append(part)
            }
        }
        return lines
    }

    /// The tool named on each `MCP: `tool` — …` line.
    static func mcpTools(_ markdown: String) -> [String] {
        markdown.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("MCP: `") else { return nil }
            return line.dropFirst(6).split(separator: "`").first.map(String.init)
        }
    }

    @Test func exportIsSafeAndIdempotentAndKeepsEdits() async throws {
        let directory = try TemporaryDirectory("skills-write")
        defer { directory.cleanUp() }
        let project = try Self.presetProject("clinic", in: directory)
        let first = try await SkillExport.run(SkillExport.Request(project: project))
        #expect(first.report?.created.count == 6)
        let skill = project.appendingPathComponent(".claude/skills/usecase/SKILL.md")
        #expect(FileManager.default.fileExists(atPath: skill.path))

        let second = try await SkillExport.run(SkillExport.Request(project: project))
        #expect(second.report?.unchanged.count == 6)
        #expect(second.plan.writesFiles == false)

        try "# my own notes\n".write(to: skill, atomically: true, encoding: .utf8)
        var dryRun = SkillExport.Request(project: project)
        dryRun.dryRun = true
        let preview = try await SkillExport.run(dryRun)
        #expect(preview.report == nil)
        #expect(preview.plan.skipped.map(\.path) == [".claude/skills/usecase/SKILL.md"])
        let kept = try await SkillExport.run(SkillExport.Request(project: project))
        #expect(kept.plan.skipped.count == 1)
        #expect(try String(contentsOf: skill, encoding: .utf8) == "# my own notes\n", "an edited skill is kept")

        var forced = SkillExport.Request(project: project)
        forced.force = true
        forced.dryRun = true
        let forcedPreview = try await SkillExport.run(forced)
        #expect(forcedPreview.plan.unifiedDiff.contains("-# my own notes"))
        forced.dryRun = false
        _ = try await SkillExport.run(forced)
        #expect(try String(contentsOf: skill, encoding: .utf8).hasPrefix("---\nname: usecase\n"))
    }

    @Test func anOutputFolderOutsideTheProjectHasItsOwnManifest() async throws {
        let directory = try TemporaryDirectory("skills-output")
        defer { directory.cleanUp() }
        let project = try Self.presetProject("arclabs", in: directory)
        let output = directory.url.appendingPathComponent("shared-skills")
        let outcome = try await SkillExport.run(SkillExport.Request(project: project, output: output))
        #expect(outcome.report?.created.count == 6)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("mocks/SKILL.md").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".strata/manifest.json").path))
        let inside = try await SkillExport.run(SkillExport.Request(project: project, output: project.appendingPathComponent("docs/skills")))
        #expect(inside.plan.entries.map(\.path).contains("docs/skills/domain-design/SKILL.md"))
    }

    @Test func frontMatterIsPlainYAML() {
        #expect(SkillDocument.yamlScalar("Creates use cases. Use when adding one.") == "Creates use cases. Use when adding one.")
        #expect(SkillDocument.yamlScalar("Reads: a colon") == "\"Reads: a colon\"")
        #expect(SkillDocument.yamlScalar("`code` first") == "\"`code` first\"")
    }
}
