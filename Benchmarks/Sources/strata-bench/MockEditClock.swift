import Foundation
import StrataBenchSupport
import StrataMock

/// `strata-bench mock-edit RUNS FILES`: `strata mock --single-file` with its caches, beside
/// parse-only passes of the same protocol corpus (serial, and on both cores), each in a process of
/// its own (as the CLI runs), RUNS rounds after a warm-up round. Per round: the two parse-only
/// passes; mock with nothing changed (the last plan replayed); mock after one protocol's
/// requirement is added or removed again (the edit undone the next round, so rounds alternate
/// between two versions of the file).
enum MockEditClock {
    static func run(runs: Int, files: Int) async throws {
        let corpus = try MockWorkloads.corpus(files: files)
        MockWorkloads.reset(corpus)
        defer { MockWorkloads.reset(corpus) }
        let list = corpus.root.deletingLastPathComponent().appendingPathComponent("\(corpus.root.lastPathComponent).files")
        try Data(corpus.files.joined(separator: "\n").utf8).write(to: list)
        defer { try? FileManager.default.removeItem(at: list) }
        let edit = try MockWorkloads.edit(in: corpus)
        defer { try? edit.original.write(toFile: edit.path, atomically: false, encoding: .utf8) }
        print("corpus: \(corpus.files.count) files, \(corpus.lines) lines, \(corpus.bytes) bytes (ProtocolCorpus); one process per measurement; mocks into one file")
        func measure(_ workload: String) throws -> (wall: Double, cpu: Double) {
            try FreshProcessClock.child(workload, root: corpus.root.path, list: list.path)
        }
        _ = try measure("mock-cached")  // priming: writes the mocks and the caches
        try await Task.sleep(for: .seconds(2.5))  // the corpus's stamps become old enough to trust
        _ = try measure("mock-cached")

        let names = ["parse-only", "parse-only (both cores)", "nothing changed", "one protocol edited"]
        var wall: [String: [Double]] = [:], cpu: [String: [Double]] = [:]
        for round in 0...runs {  // round 0 is the warm-up
            var taken: [(String, (wall: Double, cpu: Double))] = []
            taken.append(("parse-only", try measure("parse-serial")))
            taken.append(("parse-only (both cores)", try measure("parse-only")))
            taken.append(("nothing changed", try measure("mock-cached")))
            try (round % 2 == 0 ? edit.edited : edit.original).write(toFile: edit.path, atomically: false, encoding: .utf8)
            taken.append(("one protocol edited", try measure("mock-cached")))
            guard round > 0 else { continue }
            for (name, value) in taken {
                wall[name, default: []].append(value.wall)
                cpu[name, default: []].append(value.cpu)
            }
        }
        FreshProcessClock.printTable(names, wall: wall, cpu: cpu, decimals: 1, ratioDecimals: 3)
        // The harness checked: the paths the cached runs take, and their mocks against a cold run's.
        let replayed = try await BenchExecutor.run { try await MockWorkloads.outcome(corpus, output: .singleFile, useCache: true) }.cacheUse
        try (runs % 2 == 0 ? edit.original : edit.edited).write(toFile: edit.path, atomically: false, encoding: .utf8)  // the other version than the last round's
        let edited = try await BenchExecutor.run { try await MockWorkloads.outcome(corpus, output: .singleFile, useCache: true) }.cacheUse
        let mocks = corpus.root.appendingPathComponent("Generated/Mocks.swift")
        let cached = try Data(contentsOf: mocks)
        MockWorkloads.reset(corpus)
        _ = try await BenchExecutor.run { try await MockWorkloads.outcome(corpus, output: .singleFile, useCache: false) }
        let cold = try Data(contentsOf: mocks)
        print(
            "(\(runs) rounds after 1 warm-up; 1-minute load average \(InterleavedRounds.loadAverage()) after; nothing changed: \(replayed); "
                + "one protocol edited: \(edited); the cached mocks (\(cached.count) bytes) \(cached == cold ? "are the same as" : "DIFFER FROM") a cold run's)")
    }
}
