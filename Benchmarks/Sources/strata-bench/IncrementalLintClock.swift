import Foundation
import StrataBenchSupport
import StrataIndex
import StrataPipeline

/// `strata-bench lint-edit RUNS LINES`: `strata lint` with its caches after the edits an agent makes,
/// beside the parse-only pass of the same files, each in a process of its own (as the CLI runs), RUNS
/// rounds after a priming round. Per round: the parse-only pass; lint with nothing changed; lint after
/// a use case's body is edited in place; after another use case's body is made a line longer; after a
/// method is added to an entity (each edit undone the next round, so the rounds alternate between
/// two versions of each file).
///
/// `strata-bench lint-session RUNS LINES`: the same in one long-lived process keeping its summaries
/// (`IndexMemory`) and lint's look-ups (`LintMemory`), as the MCP server's `lint` tool runs.
///
/// `strata-bench mcp-lint-edit RUNS LINES`: the same through the MCP server itself, each a `tools/call`
/// of `lint` from an SDK client over the SDK's in-memory transport (the server's whole answer: the
/// run, the JSON of the first page of findings, the JSON-RPC round trip), timed at the client.
enum IncrementalLintClock {
    enum Form {
        case processPerRun, session, mcpServer
    }

    static func run(runs: Int, lines: Int, form: Form) async throws {
        let inSession = form != .processPerRun
        let corpus = try LintWorkloads.writeCorpus(lines: lines)
        defer { Workloads.remove(corpus.root) }
        let list = corpus.root.deletingLastPathComponent().appendingPathComponent("\(corpus.root.lastPathComponent).files")
        try Data(corpus.files.joined(separator: "\n").utf8).write(to: list)
        defer { try? FileManager.default.removeItem(at: list) }
        let edits = try IncrementalLintWorkloads.edits(in: corpus.files)
        print(
            "corpus: \(corpus.files.count) files, \(corpus.lines) lines (CorpusGenerator seed 42); "
                + [
                    Form.processPerRun: "one process per measurement, as the CLI", .session: "one process keeping its summaries, as the MCP server",
                    .mcpServer: "`lint` tool calls to the MCP server in this process",
                ][form]!)
        let client = form == .mcpServer ? try await MCPClientHarness.start(project: corpus.root) : nil
        defer { if let client { Task { await client.stop() } } }
        let memory = IndexMemory()
        let lintMemory = LintMemory()
        var paths: [String: Set<String>] = [:]  // the paths the session's runs took, by workload
        var lastReuse = ""
        func measure(_ workload: String) async throws -> (wall: Double, cpu: Double) {
            if !inSession { return try FreshProcessClock.child(workload, root: corpus.root.path, list: list.path) }
            let cpuStart = ProcessCPU.seconds()
            let start = ContinuousClock.now
            if workload == "parse-only" {
                _ = try await BenchExecutor.run { await LintWorkloads.parseOnly(corpus.files) }
            } else if let client {
                lastReuse = try await client.lint()
            } else {
                var request = LintRun.Request(project: corpus.root)
                request.reusesResults = true
                request.indexMemory = memory
                request.lintMemory = lintMemory
                let chosen = request
                let outcome = try await BenchExecutor.run { try await LintRun.run(chosen) }
                lastReuse = "\(outcome.reuse)"
            }
            return (seconds(ContinuousClock.now - start) * 1_000, (ProcessCPU.seconds() - cpuStart) * 1_000)
        }
        _ = try await measure("lint-cached")  // priming: writes the index and results caches
        try await Task.sleep(for: .seconds(2.5))  // the corpus's stamps become old enough to trust
        _ = try await measure("lint-cached")

        let names = ["parse-only", "nothing changed"] + edits.map(\.name)
        var wall: [String: [Double]] = [:], cpu: [String: [Double]] = [:]
        for round in 0...runs {  // round 0 is the warm-up
            var taken: [(String, (wall: Double, cpu: Double))] = []
            taken.append(("parse-only", try await measure("parse-only")))
            taken.append(("nothing changed", try await measure("lint-cached")))
            paths["nothing changed", default: []].insert(lastReuse)
            for edit in edits {
                try (round % 2 == 0 ? edit.edited : edit.original).write(toFile: edit.path, atomically: false, encoding: .utf8)
                taken.append((edit.name, try await measure("lint-cached")))
                paths[edit.name, default: []].insert(lastReuse)
            }
            guard round > 0 else { continue }
            for (name, value) in taken {
                wall[name, default: []].append(value.wall)
                cpu[name, default: []].append(value.cpu)
            }
        }
        FreshProcessClock.printTable(names, wall: wall, cpu: cpu, decimals: 1, ratioDecimals: 3)
        if form == .session { print("paths taken: " + names.dropFirst().map { "\($0): \(paths[$0, default: []].sorted().joined(separator: ", "))" }.joined(separator: "; ")) }
        // The last run's findings against a cold run's, as a check of the harness itself.
        let cached = try await IncrementalLintWorkloads.lint(root: corpus.root)
        let cold = try await LintWorkloads.findings(root: corpus.root)
        print(
            "(\(runs) rounds after 1 warm-up; 1-minute load average \(InterleavedRounds.loadAverage()) after; "
                + "last cached run: \(cached.reuse), \(cached.report.findings.count) findings, \(cached.report.findings == cold ? "the same as" : "DIFFERENT FROM") a cold run's)")
    }
}
