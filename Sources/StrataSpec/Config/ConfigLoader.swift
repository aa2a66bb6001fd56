import Foundation
import StrataModel
import Yams

/// Loads `.strata.yml`: which preset to start from, where custom templates live, and overrides of
/// any `Conventions` field.
public enum ConfigLoader {
    /// The config file's name, looked for in the project folder.
    public static let fileName = ".strata.yml"

    /// Whether `root` has a `.strata.yml` (which then states the conventions rather than inference).
    public static func isConfigured(_ root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(fileName).path)
    }

    /// The keys of `.strata.yml` itself.
    static let keys = ["preset", "templates", "conventions", "layers", "exclude", "lint", "mock"]

    /// - Parameters:
    ///   - file: the config's path, shown in issues and used to resolve `templates`.
    ///   - presetOverride: a preset named on the command line; wins over the file's `preset:`.
    public static func load(text: String, file: String, presetOverride: String?) throws(StrataIssues) -> ProjectConfig {
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let document: YAMLComposer.Document
        switch YAMLComposer.compose(text, file: file) {
        case .document(let composed): document = composed
        case .failure(let issue): throw StrataIssues([issue])
        }
        let log = IssueLog()
        let reader = NodeReader(file: file, keyAliases: document.keyAliases, log: log)
        // An empty file (or only comments) is a valid config: everything default.
        let fields =
            document.root.flatMap { root -> NodeReader.Fields? in
                guard case .mapping = root else {
                    reader.error("`.strata.yml` must be a mapping with keys such as `preset:`, found \(NodeReader.describe(root))", at: root)
                    return nil
                }
                return reader.fields(of: root, for: "`.strata.yml`", allowed: keys)
            } ?? NodeReader.Fields()

        let written = fields["preset"].flatMap { node in reader.locatedText(node, for: "`preset`").map { ($0, node) } }
        if let (name, node) = written, Presets.named(name.value) == nil {
            reader.error("unknown preset `\(name.value)`", at: node, hint: presetHint(name.value))
        }
        var presetName = written?.0.value ?? Presets.defaultName
        if let presetOverride {
            if let issue = unknownPresetIssue(presetOverride) { log.append(issue) } else { presetName = presetOverride }
        }
        let templates = fields["templates"].flatMap { reader.locatedText($0, for: "`templates`") }
        if let templates, templates.value.isEmpty, let node = fields["templates"] {
            reader.error("`templates` is empty", at: node, hint: "name a folder, relative to this file")
        }

        var conventions = Presets.named(presetName) ?? Presets.vitalArc
        if let node = fields["conventions"], let merged = ConventionsOverrides(reader: reader).apply(node, to: conventions) {
            conventions = merged
        }
        let layerGlobs = fields["layers"].map { readLayers($0, reader: reader) } ?? []
        let excludes = fields["exclude"].map { readGlobs($0, for: "`exclude`", reader: reader) } ?? []
        let lint = fields["lint"].map { LintSection(reader: reader).read($0) } ?? LintSettings()
        let mock = fields["mock"].map { MockSection(reader: reader).read($0) } ?? MockSettings()
        guard log.isEmpty else { throw StrataIssues(log.sorted) }
        var config = ProjectConfig(
            conventions: conventions,
            templatesDirectory: templates.map { resolve($0.value, relativeTo: file) },
            presetName: presetName,
            layerGlobs: layerGlobs,
            excludes: excludes
        )
        config.lint = lint
        config.mock = mock
        config.file = file
        config.statesConventions = written != nil || fields["conventions"] != nil
        return config
    }

    /// `layers: { domain: ["**/Domain/**"], data: [...] }` in written order.
    private static func readLayers(_ node: Node, reader: NodeReader) -> [(layer: Layer, glob: String)] {
        let allowed = Layer.configurable.map(\.rawValue)
        var result: [(layer: Layer, glob: String)] = []
        for entry in reader.entries(of: node, for: "`layers`", itemKind: "layer") ?? [] {
            guard let layer = Layer(rawValue: entry.key), Layer.configurable.contains(layer) else {
                reader.error("unknown layer `\(entry.key)` in `layers`", at: entry.keyNode, hint: NodeReader.keyHint(entry.key, allowed: allowed))
                continue
            }
            result += readGlobs(entry.value, for: "`layers.\(entry.key)`", reader: reader).map { (layer, $0) }
        }
        return result
    }

    /// A glob or a list of globs; each must be a relative path pattern.
    static func readGlobs(_ node: Node, for what: String, reader: NodeReader) -> [String] {
        let items: [Node]
        if case .scalar = node { items = [node] } else { items = reader.sequence(node, for: what) ?? [] }
        return items.compactMap { item in
            guard let text = reader.text(item, for: what) else { return nil }
            if text.isEmpty || text.hasPrefix("/") || text.split(separator: "/").contains("..") {
                reader.error("\(what) entry `\(text)` must be a relative path glob", at: item, hint: "e.g. `**/Domain/**` or `Sources/*Data/**`")
                return nil
            }
            return text
        }
    }

    /// Looks for `.strata.yml` in `directory`; without one, the named (or default) preset applies as is.
    public static func load(directory: URL, presetOverride: String?) throws(StrataIssues) -> ProjectConfig {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            if let presetOverride, let issue = unknownPresetIssue(presetOverride) { throw StrataIssues([issue]) }
            let name = presetOverride ?? Presets.defaultName
            return ProjectConfig(conventions: Presets.named(name) ?? Presets.vitalArc, presetName: name)
        }
        return try load(text: TextFile.read(url), file: url.path, presetOverride: presetOverride)
    }

    /// A command-line preset that does not exist; it has no position in a file, so the issue has none.
    private static func unknownPresetIssue(_ name: String) -> StrataIssue? {
        Presets.named(name) == nil ? StrataIssue(.error, at: nil, "unknown preset `\(name)`", hint: presetHint(name)) : nil
    }

    private static func presetHint(_ name: String) -> String {
        let list = "presets: " + Presets.names.joined(separator: ", ")
        guard name.count < 64, let suggestion = Naming.suggestion(for: name, among: Presets.names) else { return list }
        return "did you mean `\(suggestion)`? \(list)"
    }

    /// `templates` is relative to the folder holding the config, wherever Strata runs from.
    ///
    /// Plain string work: `NSString.deletingLastPathComponent` traps on some short relative paths on Linux.
    static func resolve(_ path: String, relativeTo file: String) -> String {
        guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
        let folder = file[..<slash]
        return folder.isEmpty ? "/" + path : folder + "/" + path
    }
}
