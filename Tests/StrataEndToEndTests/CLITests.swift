import Foundation
import StrataIndex
import Testing

/// The `strata` executable as a user runs it: exit codes, compiler-style errors, no colour in pipes.
@Suite("strata CLI")
struct CLITests {
    /// `swift test` builds every product, so the binary sits beside the test bundle.
    static let binary: URL? = {
        let buildDirectory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build")
        for configuration in ["debug", "release"] {
            let url = buildDirectory.appendingPathComponent(configuration).appendingPathComponent("strata")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }()

    func strata(_ arguments: [String], in directory: URL) throws -> ProcessRunner.Result {
        let binary = try #require(Self.binary, "build the strata product first (swift build)")
        return try ProcessRunner.run([binary.path] + arguments, in: directory, environment: ["NO_COLOR": "1"])
    }

    @Test func generatesAnExampleAndIsQuietTheSecondTime() throws {
        let directory = try TemporaryDirectory("cli")
        defer { directory.cleanUp() }
        let output = directory.url.appendingPathComponent("Workouts").path
        let first = try strata(["generate", "--example", "workouts", "--output", output, "--package"], in: directory.url)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("created"))
        #expect(FileManager.default.fileExists(atPath: output + "/Package.swift"))
        let second = try strata(["generate", "--example", "workouts", "--output", output, "--package"], in: directory.url)
        #expect(second.status == 0)
        #expect(second.output.contains("0 created, 0 updated"))
        #expect(second.output.contains("nothing to do"))
    }

    /// `init` keeps an existing file unless `--force`; with it, the team's other sections survive.
    @Test func initForceReplacesTheConventionsAndKeepsTheOtherSections() throws {
        let directory = try TemporaryDirectory("cli-init")
        defer { directory.cleanUp() }
        let file = directory.url.appendingPathComponent(".strata.yml")
        let lint = "# Our lint decisions.\nlint:\n  rules:\n    size-limits: on  # kept\nexclude: [Generated/**]\n"
        try ("preset: vitalarc\nconventions:\n  indentWidth: 2\n\n" + lint).write(to: file, atomically: true, encoding: .utf8)

        let refused = try strata(["init", "--preset", "contract", "--project", directory.url.path], in: directory.url)
        #expect(refused.status == 1)
        #expect(refused.output.contains("already exists"))

        let replaced = try strata(["init", "--preset", "contract", "--project", directory.url.path, "--force"], in: directory.url)
        #expect(replaced.status == 0, "\(replaced.output)")
        #expect(replaced.output.contains("kept from the replaced file: `lint`, `exclude`"))
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("preset: contract"))
        #expect(written.contains("indentWidth: 4"))
        #expect(written.hasSuffix(lint))
        // Running it again changes nothing.
        _ = try strata(["init", "--preset", "contract", "--project", directory.url.path, "--force"], in: directory.url)
        #expect(try String(contentsOf: file, encoding: .utf8) == written)
    }

    @Test func dataFlagsTurnTheDataLayerOnAndOff() throws {
        let directory = try TemporaryDirectory("cli-data")
        defer { directory.cleanUp() }
        let spec = directory.url.appendingPathComponent("Tasks.yml")
        try "feature: Tasks\nentities:\n  Task1:\n    properties: { title: String }\nuseCases: [GetTask1]\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        let plain = try strata(["generate", "--spec", spec.path, "--output", "plain", "--dry-run"], in: directory.url)
        #expect(plain.status == 0, "\(plain.output)")
        #expect(!plain.output.contains("Task1RepositoryImpl.swift"))
        let data = try strata(["generate", "--spec", spec.path, "--output", "data", "--dry-run", "--data"], in: directory.url)
        #expect(data.output.contains("Sources/Tasks/Data/Repositories/Task1RepositoryImpl.swift"), "\(data.output.prefix(2000))")
        let example = try strata(["generate", "--example", "workouts", "--output", "off", "--dry-run", "--no-data"], in: directory.url)
        #expect(example.status == 0)
        #expect(!example.output.contains("/Data/"))
        // With --data the loader checks what the Data layer cannot store.
        try "feature: Maps\nentities:\n  Atlas:\n    properties: { pages: \"[String: Page]\" }\n  Page: {}\nuseCases: [GetAtlas]\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        let refused = try strata(["generate", "--spec", spec.path, "--output", "maps", "--dry-run", "--data"], in: directory.url)
        #expect(refused.status == 1)
        #expect(refused.output.contains("which the Data layer cannot store"), "\(refused.output)")
    }

    @Test func anInvalidSpecExitsOneWithLocatedErrors() throws {
        let directory = try TemporaryDirectory("cli-invalid")
        defer { directory.cleanUp() }
        let spec = directory.url.appendingPathComponent("bad.yml")
        try "feature: Broken\nentities:\n  Thing:\n    properties:\n      name: Strng\n".write(to: spec, atomically: true, encoding: .utf8)
        let result = try strata(["generate", "--spec", spec.path, "--output", directory.url.appendingPathComponent("out").path], in: directory.url)
        #expect(result.status == 1)
        #expect(result.output.contains("bad.yml:5:13: error: "), "\(result.output)")
        #expect(result.output.contains("String"))
        #expect(!result.output.contains("\u{1B}["), "no colour codes with NO_COLOR")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out").path))
    }

    @Test func usageErrorsExitTwo() throws {
        let directory = try TemporaryDirectory("cli-usage")
        defer { directory.cleanUp() }
        let neither = try strata(["generate"], in: directory.url)
        #expect(neither.status == 64 || neither.status == 2, "\(neither.status)")
        #expect(neither.output.contains("--spec"))
        let unknownPreset = try strata(["presets", "contrakt"], in: directory.url)
        #expect(unknownPreset.status == 2)
        #expect(unknownPreset.output.contains("did you mean `contract`?"))
        let unknownExample = try strata(["examples", "workout"], in: directory.url)
        #expect(unknownExample.status == 2)
        #expect(unknownExample.output.contains("workouts"))
    }

    @Test func everyCommandsHelpHasAnExample() throws {
        let directory = try TemporaryDirectory("cli-help")
        defer { directory.cleanUp() }
        for command in ["generate", "design", "validate", "presets", "examples"] {
            let help = try strata([command, "--help"], in: directory.url)
            #expect(help.status == 0)
            #expect(help.output.contains("strata \(command)"), "\(command) --help has no example")
        }
    }

    @Test func presetsPrintsAConfigThatRoundTrips() throws {
        let directory = try TemporaryDirectory("cli-presets")
        defer { directory.cleanUp() }
        let printed = try strata(["presets", "popcorn"], in: directory.url)
        #expect(printed.status == 0)
        try printed.output.write(to: directory.url.appendingPathComponent(".strata.yml"), atomically: true, encoding: .utf8)
        let validated = try strata(["validate", "--example", "movies", "--project", directory.url.path], in: directory.url)
        #expect(validated.status == 0, "\(validated.output)")
        #expect(validated.output.contains("with the popcorn conventions"))
    }
}

@Suite("strata analyze")
struct AnalyzeCLITests {
    @Test func analyzesAGeneratedProjectAsJSONAndUsesTheCacheTheSecondTime() async throws {
        let directory = try TemporaryDirectory("cli-analyze")
        defer { directory.cleanUp() }
        let cli = CLITests()
        let project = directory.url.appendingPathComponent("Shop").path
        let generated = try cli.strata(["generate", "--example", "movies", "--preset", "arclabs", "--output", project], in: directory.url)
        #expect(generated.status == 0, "\(generated.output)")
        let first = try cli.strata(["analyze", "--project", project, "--format", "json", "--output", project + "/analysis.json"], in: directory.url)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("(0 from cache)"))
        // Output goes to a pipe here: no progress line, no terminal control codes.
        #expect(!first.output.contains("indexing") && !first.output.contains("\u{1B}"))
        let data = try Data(contentsOf: URL(fileURLWithPath: project + "/analysis.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let types = try #require(json["types"] as? [[String: Any]])
        let roles = Set(types.compactMap { $0["role"] as? String })
        for role in [
            "entity", "valueEnum", "repositoryProtocol", "useCaseContract", "useCaseImplementation", "mock", "mockFactory", "testSuite", "errorType", "dependencyContainer",
        ] {
            #expect(roles.contains(role), "no \(role) found in generated code")
        }
        let second = try cli.strata(["analyze", "--project", project], in: directory.url)
        #expect(second.status == 0)
        #expect(second.output.contains("## Domain Design: "))
        #expect(!second.output.contains("(0 from cache)"))
        // Nothing changed since: the report itself comes from the report cache, identical.
        let third = try cli.strata(["analyze", "--project", project], in: directory.url)
        #expect(third.status == 0)
        #expect(third.output.contains("report unchanged"))
        #expect(third.output.contains("## Domain Design: "))

        // `analyze` read declarations only: a run that needs the bodies (lint) parses every file again.
        let (index, upgraded) = try await Indexer().indexWithStatistics(root: URL(fileURLWithPath: project))
        #expect(upgraded.filesFromCache == 0 && upgraded.filesParsed == index.files.count && index.files.count > 10)
        #expect(index.files.allSatisfy { $0.hasCodeFacts })
    }

    @Test func aMissingProjectIsAnErrorWithThePath() throws {
        let directory = try TemporaryDirectory("cli-analyze-missing")
        defer { directory.cleanUp() }
        let result = try CLITests().strata(["analyze", "--project", "/nonexistent/strata-project"], in: directory.url)
        #expect(result.status == 2, "a project that is not there is a usage error, as in `strata lint`")
        #expect(result.output.contains("/nonexistent/strata-project"))
    }
}
