import Foundation
import StrataGenerate
import StrataModel
import StrataSpec
import StrataWorkspace
import SwiftParser
import SwiftSyntax

/// The measured work of each benchmark, shared by the ordo-one/benchmark suite and the
/// `strata-bench` tool so both time exactly the same code.
public enum Workloads {
    /// The preset every benchmark uses: `contract` writes the most files per entity.
    public static let presetName = "contract"

    public static var conventions: Conventions {
        guard let conventions = Presets.named(presetName) else { fatalError("no preset named \(presetName)") }
        return conventions
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// What `full` did, kept so the result is used (and can be checked).
    public struct FullOutcome: Sendable {
        public var files: Int
        public var written: Int
    }

    /// spec text → model → plan → render → verify → plan writes → apply, into `output`:
    /// what `strata generate --spec … --output … --preset contract` does after reading its arguments.
    public static func full(specText: String, output: URL) async throws -> FullOutcome {
        let conventions = conventions
        let model: DomainModel
        do { model = try SpecLoader(conventions: conventions).load(text: specText, file: "synthetic.yml") } catch {
            throw Failure("spec: \(error.issues.prefix(3))")
        }
        let result = try await generate(model)
        let workspace = Workspace(root: output)
        let files = result.files.map { OutputFile(path: $0.path, contents: $0.contents) }
        do {
            let plan = try workspace.plan(files, force: false)
            let report = try workspace.apply(plan)
            return FullOutcome(files: files.count, written: report.written.count)
        } catch {
            throw Failure("workspace: \(error.message)")
        }
    }

    /// Seconds spent in each stage of `full`, for finding where the time goes.
    public struct Phases: Sendable {
        public var load = 0.0, generate = 0.0, planWrites = 0.0, apply = 0.0
        public var files = 0
    }

    /// `full`, one stage at a time, each timed with `ContinuousClock`.
    public static func fullPhases(specText: String, output: URL) async throws -> Phases {
        var phases = Phases()
        let clock = ContinuousClock()
        var start = clock.now
        func lap() -> Double {
            let now = clock.now
            defer { start = now }
            let elapsed = (now - start).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }
        let model = try loadModel(specText)
        phases.load = lap()
        let result = try await generate(model)
        phases.generate = lap()
        let workspace = Workspace(root: output)
        let files = result.files.map { OutputFile(path: $0.path, contents: $0.contents) }
        phases.files = files.count
        do {
            let plan = try workspace.plan(files, force: false)
            phases.planWrites = lap()
            _ = try workspace.apply(plan)
            phases.apply = lap()
        } catch {
            throw Failure("workspace: \(error.message)")
        }
        return phases
    }

    /// Plan → render → verify, in memory (nothing is written).
    public static func generate(_ model: DomainModel) async throws -> GenerationResult {
        do {
            let templates = try TemplateLibrary()
            return try await Generator(conventions: conventions, templates: templates).generate(model)
        } catch {
            throw Failure("generate: \(error.issues.prefix(3))")
        }
    }

    public static func loadModel(_ specText: String) throws -> DomainModel {
        do { return try SpecLoader(conventions: conventions).load(text: specText, file: "synthetic.yml") } catch {
            throw Failure("spec: \(error.issues.prefix(3))")
        }
    }

    /// The Swift sources a generation produces, the input of the parse-only baseline.
    public static func generatedSwiftSources(entities: Int) async throws -> [String] {
        let model = try loadModel(SyntheticSpec(entities: entities).yaml)
        return try await generate(model).files.filter { $0.path.hasSuffix(".swift") }.map(\.contents)
    }

    /// `Parser.parse(source:)` of every source, one after the other. Returns the total node count
    /// of the roots' children so the trees are used.
    public static func parseSerial(_ sources: [String]) -> Int {
        var total = 0
        for source in sources {
            total &+= Parser.parse(source: source).statements.count
        }
        return total
    }

    /// The same parses spread over every core: one child task per core, each parsing an interleaved
    /// share, the way Strata's generator spreads its work. Run it under `BenchExecutor.run`.
    public static func parseParallel(_ sources: [String], workers: Int = ProcessInfo.processInfo.activeProcessorCount) async -> Int {
        let workers = max(1, workers)
        return await withTaskGroup(of: Int.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var total = 0
                    for index in stride(from: worker, to: sources.count, by: workers) {
                        total &+= Parser.parse(source: sources[index]).statements.count
                    }
                    return total
                }
            }
            return await group.reduce(0, &+)
        }
    }

    /// Where `Generate/full` writes: `$STRATA_BENCH_OUTPUT_ROOT` when set (e.g. `/dev/shm` to leave the
    /// disk out), else the system's temporary folder (`$TMPDIR`, default `/tmp`).
    public static var outputRoot: URL {
        if let root = ProcessInfo.processInfo.environment["STRATA_BENCH_OUTPUT_ROOT"], !root.isEmpty {
            return URL(fileURLWithPath: root, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }

    /// A fresh, not yet existing path under `outputRoot`.
    public static func freshOutputPath() -> URL {
        outputRoot.appendingPathComponent("strata-bench-\(UUID().uuidString)", isDirectory: true)
    }

    public static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
