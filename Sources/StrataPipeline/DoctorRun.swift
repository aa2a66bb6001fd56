import Foundation
import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataLint
import StrataModel
import StrataSpec
import StrataWorkspace

/// `strata doctor`: what Strata sees in a project — config, conventions, layers, templates, cache,
/// Swift — and what is wrong with it, each problem with a location and a hint.
public enum DoctorRun {
    public struct Section: Sendable, Hashable {
        public var title: String
        public var lines: [String]
    }

    public struct Report: Sendable {
        public var root: String
        public var sections: [Section]
        /// Errors and warnings make the project unhealthy; notes do not.
        public var issues: [StrataIssue]

        public var isHealthy: Bool { !issues.contains { $0.severity != .note } }

        public var text: String {
            var lines = ["strata doctor: \(root)"]
            for section in sections {
                lines.append("")
                lines.append(section.title)
                lines += section.lines.map { "  " + $0 }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// How many files in no layer are named before "… and N more".
    static let listedFiles = 10

    public static func run(
        project: URL, useCache: Bool = true, toolchain: String? = nil, progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async -> Report {
        let root = project.standardizedFileURL
        var sections: [Section] = []
        var issues: [StrataIssue] = []

        let (config, configSection, configIssues) = checkConfig(root)
        sections.append(configSection)
        issues += configIssues
        sections.append(Section(title: "Conventions", lines: describe(config.conventions)))

        var options = IndexOptions()
        options.excludes += config.excludes
        options.progress = progress
        options.cacheDirectory = useCache ? root.appendingPathComponent(".strata/cache") : nil
        do throws(StrataIssues) {
            let index = try await Indexer(options: options).index(root: root)
            let (section, found) = checkLayers(index, config: config)
            sections.append(section)
            issues += found
            issues += index.problems.map { problem in
                var warning = problem
                warning.severity = .warning
                return warning
            }
        } catch {
            sections.append(Section(title: "Layers", lines: ["the project could not be read"]))
            issues += error.issues
        }

        let (templatesSection, templateIssues) = checkTemplates(config)
        sections.append(templatesSection)
        issues += templateIssues
        let (writesSection, writesIssues) = checkWrites(root)
        sections.append(writesSection)
        issues += writesIssues
        let (cacheSection, cacheIssues) = checkCache(root)
        sections.append(cacheSection)
        issues += cacheIssues
        let (swiftSection, swiftIssues) = checkSwift(root, conventions: config.conventions, toolchain: toolchain)
        sections.append(swiftSection)
        issues += swiftIssues
        return Report(root: root.path, sections: sections, issues: issues)
    }

    // MARK: Config

    static func checkConfig(_ root: URL) -> (ProjectConfig, Section, [StrataIssue]) {
        let file = root.appendingPathComponent(ConfigLoader.fileName)
        let fallback = ProjectConfig(conventions: Presets.vitalArc, presetName: Presets.defaultName)
        guard FileManager.default.fileExists(atPath: file.path) else {
            let lines = [
                "no \(ConfigLoader.fileName): the \(Presets.defaultName) preset applies as is",
                "`strata init --infer` writes one in the project's own style",
            ]
            return (fallback, Section(title: "Config", lines: lines), [])
        }
        let config: ProjectConfig
        do {
            config = try ConfigLoader.load(directory: root, presetOverride: nil)
        } catch {
            let count = error.issues.filter { $0.severity == .error }.count
            let lines = ["\(ConfigLoader.fileName) does not load: \(count) error\(count == 1 ? "" : "s") (below); the checks that follow use the \(Presets.defaultName) preset"]
            return (fallback, Section(title: "Config", lines: lines), error.issues)
        }
        var lines = [
            "\(ConfigLoader.fileName) loads: preset \(config.presetName)"
                + (config.statesConventions ? "" : " (not named in the file: house-style lint rules are off)")
        ]
        var issues: [StrataIssue] = []
        do {
            let lint = try LintConfiguration.resolve(config.lint, conventions: config.conventions, statesConventions: config.statesConventions)
            lines.append(
                "lint: \(lint.enabledIDs.count) of \(RuleRegistry.descriptions.count) rules on"
                    + (lint.baselinePath.map { ", baseline \($0)" } ?? ""))
        } catch {
            lines.append("lint: the `lint:` section has errors (below)")
            issues += error.issues
        }
        if !config.excludes.isEmpty { lines.append("exclude: " + config.excludes.joined(separator: ", ")) }
        return (config, Section(title: "Config", lines: lines), issues)
    }

    /// The conventions that decide what is generated, one line per area.
    static func describe(_ conventions: Conventions) -> [String] {
        let names = ConventionSummary(conventions)
        return [
            "preset: \(conventions.preset); access: \(conventions.accessLevel.rawValue); indentation: \(conventions.useTabs ? "tabs" : "\(conventions.indentWidth) spaces")",
            "entities: \(conventions.entityConformances.joined(separator: ", ")); id: \(conventions.defaultIDType.rawValue)",
            "repositories: \(names.repository)",
            "use cases: \(names.useCaseShape); \(conventions.typedThrows ? "typed throws" : "untyped throws")",
            "mocks: \(names.mock); tests: \(conventions.testFramework == .xctest ? "XCTest" : "Swift Testing")",
            "sources: \(conventions.paths.sources); tests: \(conventions.paths.tests)",
        ]
    }

    // MARK: Layers

    static func checkLayers(_ index: SourceIndex, config: ProjectConfig) -> (Section, [StrataIssue]) {
        let globs = config.layerGlobs
        let model = Classifier(layers: LayerRules(globs: globs.map { ($0.layer, $0.glob) })).classify(index, relations: false)
        var lines: [String] = []
        var issues: [StrataIssue] = []
        var counts: [Layer: Int] = [:]
        for file in model.files where !isManifest(file.path) { counts[file.layer, default: 0] += 1 }
        lines.append(
            "\(index.files.count) Swift file\(index.files.count == 1 ? "" : "s"): "
                + Layer.allCases.compactMap { layer in counts[layer].map { "\(layer.rawValue) \($0)" } }.joined(separator: ", "))
        if globs.isEmpty {
            lines.append("no `layers:` globs: layers come from folder and module names (Domain, Data, …)")
        }
        for (layer, glob) in globs {
            let pattern = PathGlob(glob)
            let matched = index.files.filter { pattern.matches($0.path) }.count
            lines.append("\(layer.rawValue): \(glob) — \(matched) file\(matched == 1 ? "" : "s")")
            if matched == 0 {
                issues.append(
                    StrataIssue(
                        .warning, at: config.file.map { locate(glob, in: $0) },
                        "`layers.\(layer.rawValue)` glob `\(glob)` matches no Swift file",
                        hint: "globs are relative to the project root; `**` crosses folders, e.g. `Sources/*/Domain/**`"))
            }
        }
        let stray = model.files.filter { $0.layer == .unknown && !isManifest($0.path) }.map(\.path)
        if stray.isEmpty {
            lines.append("every file falls in a layer")
        } else {
            lines.append("\(stray.count) file\(stray.count == 1 ? "" : "s") in no layer (layer rules do not check them):")
            lines += stray.prefix(listedFiles).map { "  " + $0 }
            if stray.count > listedFiles { lines.append("  … and \(stray.count - listedFiles) more") }
            issues.append(
                StrataIssue(
                    .warning, at: config.file.map { SourceLocation(file: $0, line: 1, column: 1) },
                    "\(stray.count) Swift file\(stray.count == 1 ? " falls" : "s fall") in no layer (first: \(stray[0]))",
                    hint: "add `layers:` globs for them in \(ConfigLoader.fileName), or `exclude:` them"))
        }
        return (Section(title: "Layers", lines: lines), issues)
    }

    /// Where `text` first appears in a config file (line 1 when it does not): the loader keeps no
    /// positions for the values it accepted.
    static func locate(_ text: String, in file: String) -> SourceLocation {
        let lines = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                return SourceLocation(file: file, line: number + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return SourceLocation(file: file, line: 1, column: 1)
    }

    /// `Package.swift`, `Package@swift-5.9.swift`: build files, in no layer by nature.
    static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
    }

    // MARK: Templates

    static func checkTemplates(_ config: ProjectConfig) -> (Section, [StrataIssue]) {
        guard let folder = config.templatesDirectory else {
            return (Section(title: "Templates", lines: ["built-in (\(TemplateLibrary.names.count) templates); `templates:` names a folder of overrides"]), [])
        }
        let location = config.file.map { locate("templates:", in: $0) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            let issue = StrataIssue(
                at: location, "`templates` folder \(folder) does not exist",
                hint: "create it and put copies of the templates to change there (`<name>.mustache`), or remove `templates:`")
            return (Section(title: "Templates", lines: ["\(folder): missing"]), [issue])
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".mustache") }.sorted()
        let overrides = files.map { String($0.dropLast(".mustache".count)) }.filter { TemplateLibrary.names.contains($0) }
        var lines = ["\(folder): \(overrides.count) override\(overrides.count == 1 ? "" : "s") of \(TemplateLibrary.names.count) built-in templates"]
        lines += overrides.map { "\($0).mustache replaces the built-in `\($0)`" }
        var issues: [StrataIssue] = []
        do {
            issues += try TemplateLibrary(overridesDirectory: URL(fileURLWithPath: folder)).warnings
        } catch {
            issues += error.issues
        }
        let broken = issues.filter { $0.severity == .error }.count
        if broken > 0 { lines.append("\(broken) template\(broken == 1 ? "" : "s") do\(broken == 1 ? "es" : "") not parse (below)") }
        return (Section(title: "Templates", lines: lines), issues)
    }

    // MARK: Cache

    /// What Strata wrote here: the manifest must be readable (a corrupt one makes every later
    /// `generate` refuse), and an interrupted write is pending until the next writing command.
    static func checkWrites(_ root: URL) -> (Section, [StrataIssue]) {
        let workspace = Workspace(root: root)
        var lines: [String] = []
        var issues: [StrataIssue] = []
        do throws(WorkspaceError) {
            let files = try workspace.recordedFiles()
            lines.append(files.isEmpty ? "no files written by Strata here" : ".strata/manifest.json: \(files.count) file\(files.count == 1 ? "" : "s") written by Strata")
        } catch {
            lines.append(".strata/manifest.json cannot be read (below)")
            issues.append(error.issue(in: root))
        }
        if let journal = workspace.interruptedWriteJournal() {
            lines.append("an interrupted write is pending (below)")
            issues.append(
                StrataIssue(
                    .warning, at: SourceLocation(file: journal, line: 1, column: 1), "a Strata write here was interrupted and not yet finished",
                    hint: "the next `strata generate`, `mock` or `add-property` on this folder rolls it back, or completes it if it had finished writing"))
        }
        return (Section(title: "Writes", lines: lines), issues)
    }

    static func checkCache(_ root: URL) -> (Section, [StrataIssue]) {
        let cache = root.appendingPathComponent(".strata/cache")
        let manager = FileManager.default
        var lines: [String] = []
        var issues: [StrataIssue] = []
        if manager.fileExists(atPath: cache.path) {
            let entries = (try? manager.subpathsOfDirectory(atPath: cache.path)) ?? []
            let bytes = entries.reduce(0) { total, entry in
                total + ((try? manager.attributesOfItem(atPath: cache.appendingPathComponent(entry).path)[.size] as? Int) ?? 0)
            }
            lines.append(".strata/cache: \(entries.count) entr\(entries.count == 1 ? "y" : "ies"), \(ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file))")
            if !manager.isWritableFile(atPath: cache.path) {
                issues.append(
                    StrataIssue(
                        .warning, at: SourceLocation(file: cache.path, line: 1, column: 1), "the cache folder is not writable",
                        hint: "fix its permissions, or run with --no-cache"))
            }
        } else {
            lines.append(".strata/cache: none yet (written by analyze, lint, mock and doctor)")
            if !manager.isWritableFile(atPath: root.path) {
                issues.append(
                    StrataIssue(
                        .warning, at: SourceLocation(file: root.path, line: 1, column: 1), "the project folder is not writable: no cache can be kept",
                        hint: "run with --no-cache"))
            }
        }
        let gitignore = root.appendingPathComponent(".gitignore")
        if manager.fileExists(atPath: root.appendingPathComponent(".git").path) {
            let ignored = (try? String(contentsOf: gitignore, encoding: .utf8))?.contains(".strata") ?? false
            lines.append(ignored ? ".gitignore covers .strata/" : ".gitignore does not mention .strata/cache/")
            if !ignored {
                issues.append(
                    StrataIssue(
                        .note, at: SourceLocation(file: gitignore.path, line: 1, column: 1), "the cache is not ignored by git",
                        hint: "add `.strata/cache/` to .gitignore"))
            }
        }
        return (Section(title: "Cache", lines: lines), issues)
    }

    // MARK: Swift

    static func checkSwift(_ root: URL, conventions: Conventions, toolchain: String?) -> (Section, [StrataIssue]) {
        var lines: [String] = []
        var issues: [StrataIssue] = []
        if let toolchain { lines.append("toolchain: \(toolchain)") }
        let manifest = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
            lines.append("no Package.swift at the root (an Xcode project, or packages further down)")
            return (Section(title: "Swift", lines: lines), issues)
        }
        guard let version = toolsVersion(text) else {
            lines.append("Package.swift names no swift-tools-version")
            return (Section(title: "Swift", lines: lines), issues)
        }
        lines.append("Package.swift: swift-tools-version \(version.text)")
        if version.major < 6 {
            let needs = conventions.typedThrows ? "typed throws (`throws(\(conventions.errorTypeName))`) and Swift 6 language mode" : "Swift 6 language mode"
            issues.append(
                StrataIssue(
                    conventions.typedThrows ? .warning : .note, at: SourceLocation(file: manifest.path, line: 1, column: 1),
                    "swift-tools-version \(version.text) is older than 6.0; the generated code uses \(needs)",
                    hint: "start Package.swift with `// swift-tools-version: 6.0`"))
        }
        return (Section(title: "Swift", lines: lines), issues)
    }

    /// `// swift-tools-version: 5.9` → (5, "5.9").
    static func toolsVersion(_ manifest: String) -> (major: Int, text: String)? {
        guard let first = manifest.split(separator: "\n", maxSplits: 1).first, first.lowercased().contains("swift-tools-version") else { return nil }
        guard let colon = first.firstIndex(of: ":") else { return nil }
        let text =
            first[first.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            .split(separator: ";").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        guard let major = text.split(separator: ".").first.flatMap({ Int($0) }) else { return nil }
        return (major, text)
    }
}
