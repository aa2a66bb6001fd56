import ArgumentParser
import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import StrataSpec

struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a .strata.yml: a preset's, or the conventions inferred from the project's own code.",
        discussion: """
            With --infer, every Swift file is read and classified, and each convention
            (names, folders, use case style, repository methods, mocks, indentation,
            header; in the Data layer the DTO, mapper, data source, @Model and
            repository names, JSON keys and dates, caching) is decided by majority.
            A project with a Data layer gets `data: generate: true`. The evidence is
            printed with the files that disagree; fields the code does not show keep
            the values of the closest preset, which the file names. Styles Strata
            cannot generate are reported, not guessed. An existing .strata.yml is kept
            unless --force; with --force its `preset` and `conventions` are replaced
            and its other sections (layers, exclude, templates, lint, mock) are kept
            as written, comments included.

            Exits 0 when the file was written (or printed), 1 when it was not (it
            exists, the project cannot be read), 2 for bad arguments.

            Examples:
              strata init --infer --dry-run
              strata init --infer --project ../MyApp --force
              strata init --preset contract
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Flag(name: .long, help: "Infer the conventions from the project's code instead of copying a preset.")
    var infer = false

    @Option(name: .long, help: ArgumentHelp("Preset to write without --infer (see `strata presets`).", valueName: "name"), completion: .list(Presets.names))
    var preset: String?

    @OptionGroup var location: ProjectOption

    @Flag(name: .long, help: "Replace an existing .strata.yml.")
    var force = false

    @Flag(name: .long, help: "Print the file instead of writing it; write nothing.")
    var dryRun = false

    @Option(name: .long, help: "Report format: text or json.")
    var format: Format = .text

    @OptionGroup var logging: LoggingOptions

    func run() async throws {
        let console = logging.console
        if infer, preset != nil {
            console.report([StrataIssue(at: nil, "--preset and --infer cannot be used together", hint: "inference picks the closest preset itself")])
            throw ExitCode(2)
        }
        var presetConventions: Conventions?
        if !infer {
            let name = preset ?? Presets.defaultName
            guard let conventions = Presets.named(name) else {
                let hint =
                    Naming.suggestion(for: name, among: Presets.names).map { "did you mean `\($0)`?" }
                    ?? "one of: \(Presets.names.joined(separator: ", "))"
                console.report([StrataIssue(at: nil, "unknown preset `\(name)`", hint: hint)])
                throw ExitCode(2)
            }
            presetConventions = conventions
        }
        let root = location.url.standardizedFileURL
        let file = root.appendingPathComponent(ConfigLoader.fileName)
        let exists = FileManager.default.fileExists(atPath: file.path)
        if exists, !force, !dryRun {
            console.report([
                StrataIssue(
                    at: SourceLocation(file: file.path, line: 1, column: 1), "\(ConfigLoader.fileName) already exists",
                    hint: "replace it with --force, or see what would be written with --dry-run"
                )
            ])
            throw ExitCode(1)
        }

        // Read before it is replaced: its `layers` and `exclude` still say how to read the code.
        let previous = exists ? try? ConfigLoader.load(directory: root, presetOverride: nil) : nil
        // Its other sections are kept as written, when it loads (one that does not would not load now).
        let oldText = previous == nil ? nil : try? String(contentsOf: file, encoding: .utf8)

        var yaml: String
        var inferred: InferredConventions?
        var fileCount = 0
        if infer {
            let result: (InferredConventions, Int)
            do {
                let progress = ProgressLine(quiet: console.quiet)
                defer { progress.finish() }
                result = try await InferenceRun.infer(root: root, config: previous, useCache: !dryRun, progress: progress.indexProgress)
            } catch {
                console.report(error.issues)
                throw ExitCode(1)
            }
            inferred = result.0
            fileCount = result.1
            yaml = ConfigWriter.yaml(for: result.0.conventions, header: Self.header(result.0, files: fileCount))
            // The layers Strata read, written down, unless the file being replaced states its own.
            if previous?.layerGlobs.isEmpty ?? true {
                yaml += (yaml.hasSuffix("\n") ? "" : "\n") + "\n" + LayerInference.yaml(result.0.layers)
            }
        } else {
            let conventions = presetConventions ?? Presets.vitalArc
            yaml = ConfigWriter.yaml(for: conventions, header: ["Written by `strata init` from the \(conventions.preset) preset."])
        }

        let replacement = oldText.map { old in
            ConfigCarryOver.replacing(old, with: yaml) { (try? ConfigLoader.load(text: $0, file: file.path, presetOverride: nil)) != nil }
        }
        if let replacement { yaml = replacement.text }

        // What is written must load back; a value that does not is a bug worth reporting, not writing.
        do {
            _ = try ConfigLoader.load(text: yaml, file: file.path, presetOverride: nil)
        } catch {
            console.report(error.issues)
            console.report([
                StrataIssue(
                    at: nil, "the \(infer ? "inferred" : "preset") config does not load back; nothing was written",
                    hint: "run with --dry-run to see it, and report this as a bug")
            ])
            throw ExitCode(1)
        }

        switch format {
        case .text:
            if let inferred { console.out(InferenceReport.text(inferred, files: fileCount)) }
            if dryRun { console.out((inferred == nil ? "" : "\n") + yaml) }
        case .json:
            console.out(try InferenceReport.json(inferred, yaml: yaml, path: file.path, written: !dryRun))
        }
        guard !dryRun else {
            console.info("dry run: \(ConfigLoader.fileName) was not written")
            return
        }
        do {
            try yaml.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            console.report([StrataIssue(at: SourceLocation(file: file.path, line: 1, column: 1), "cannot write \(ConfigLoader.fileName): \(error.localizedDescription)")])
            throw ExitCode(1)
        }
        console.info("wrote \(file.path)" + (inferred.map { " (closest preset: \($0.closestPreset))" } ?? ""))
        if let replacement, !replacement.kept.isEmpty {
            console.info("kept from the replaced file: " + replacement.kept.map { "`\($0)`" }.joined(separator: ", "))
        }
        if let replacement, !replacement.notKept.isEmpty {
            console.info("note: not kept from the replaced file (copy them back by hand): " + replacement.notKept.map { "`\($0)`" }.joined(separator: ", "))
        } else if exists, previous == nil {
            console.info("note: the replaced file did not load, so none of its sections were kept")
        }
    }

    static func header(_ inferred: InferredConventions, files: Int) -> [String] {
        var lines = [
            "Inferred by `strata init --infer` from \(files) Swift file\(files == 1 ? "" : "s"); closest preset: \(inferred.closestPreset).",
            "\(inferred.findings.count) field\(inferred.findings.count == 1 ? " was" : "s were") read from the code; the others are the preset's.",
        ]
        if !inferred.inconsistencies.isEmpty {
            lines.append("The code disagrees with itself on \(inferred.inconsistencies.map(\.field).joined(separator: ", ")); the majority was kept.")
        }
        return lines
    }
}
