import StrataModel
import Yams

/// Reads the `mock:` mapping of `.strata.yml` into `MockSettings`, every value checked with its position.
struct MockSection {
    let reader: NodeReader

    static let keys = ["style", "output", "singleFile", "annotated", "roles", "layers", "names", "paths", "imports"]

    func read(_ node: Node) -> MockSettings {
        var settings = MockSettings()
        guard let fields = reader.fields(of: node, for: "`mock`", allowed: Self.keys) else { return settings }
        if let style = fields["style"] {
            settings.style = word(style, for: "mock.style", among: MockSettings.styleWords)
        }
        settings.folder = fields["output"].flatMap { relativePath($0, for: "mock.output", example: "Tests/Shared/Mocks") }
        if let node = fields["singleFile"], let file = relativePath(node, for: "mock.singleFile", example: "Tests/Shared/Mocks.swift") {
            if file.hasSuffix(".swift") {
                settings.singleFile = file
            } else {
                reader.error("`mock.singleFile` `\(file)` is not a Swift file", at: node, hint: "end it in `.swift`")
            }
        }
        if fields["output"] != nil, fields["singleFile"] != nil, let key = fields.keyNode("singleFile") {
            reader.error(
                "`mock.output` and `mock.singleFile` both say where mocks go", at: key,
                hint: "keep one: `output` for a file per protocol, `singleFile` for all in one file")
        }
        if let annotated = fields["annotated"] { settings.annotated = reader.bool(annotated, for: "`mock.annotated`") ?? false }
        settings.roles = fields["roles"].map { words($0, for: "mock.roles", among: MockSettings.roleWords) } ?? []
        settings.layers = fields["layers"].map { layers($0) } ?? []
        settings.names = fields["names"].map { names($0) } ?? []
        settings.paths = fields["paths"].map { ConfigLoader.readGlobs($0, for: "`mock.paths`", reader: reader) } ?? []
        settings.imports = fields["imports"].map { modules($0) } ?? []
        return settings
    }

    // MARK: - values

    /// One of `allowed`, with a suggestion when it is close to one.
    private func word(_ node: Node, for what: String, among allowed: [String]) -> String? {
        guard let text = reader.text(node, for: "`\(what)`") else { return nil }
        guard allowed.contains(text) else {
            let suggestion = text.count < 64 ? Naming.suggestion(for: text, among: allowed).map { "did you mean `\($0)`? " } ?? "" : ""
            reader.error(
                "unknown value `\(text)` for `\(what)`", at: node,
                hint: suggestion + "expected one of: " + allowed.map { "`\($0)`" }.joined(separator: ", "))
            return nil
        }
        return text
    }

    /// A word or a list of words, each one of `allowed`.
    private func words(_ node: Node, for what: String, among allowed: [String]) -> [String] {
        items(node, for: what).compactMap { word($0, for: what, among: allowed) }
    }

    private func layers(_ node: Node) -> [Layer] {
        words(node, for: "mock.layers", among: Layer.configurable.map(\.rawValue)).compactMap(Layer.init(rawValue:))
    }

    /// Protocol names or globs of names: no spaces, no path separators.
    private func names(_ node: Node) -> [String] {
        items(node, for: "mock.names").compactMap { item in
            guard let text = reader.text(item, for: "`mock.names`") else { return nil }
            guard !text.isEmpty, !text.contains(where: { $0.isWhitespace || $0 == "/" }) else {
                reader.error(
                    "`mock.names` entry `\(text)` is not a protocol name or a glob of names", at: item,
                    hint: "e.g. `UserRepository` or `*Repository`; choose files with `paths`")
                return nil
            }
            return text
        }
    }

    private func modules(_ node: Node) -> [String] {
        items(node, for: "mock.imports").compactMap { item in
            guard let name = reader.text(item, for: "`mock.imports`") else { return nil }
            guard Naming.isIdentifier(name) else {
                reader.error("`\(name)` in `mock.imports` is not a module name", at: item, hint: "module names are Swift identifiers, e.g. `App`")
                return nil
            }
            return name
        }
    }

    /// A path inside the project, written relative to it.
    private func relativePath(_ node: Node, for what: String, example: String) -> String? {
        guard let path = reader.text(node, for: "`\(what)`") else { return nil }
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~"), !path.split(separator: "/").contains("..") else {
            reader.error("`\(what)` `\(path)` must be a relative path inside the project", at: node, hint: "e.g. `\(example)`")
            return nil
        }
        return path
    }

    /// A scalar or a list of scalars.
    private func items(_ node: Node, for what: String) -> [Node] {
        if case .scalar = node { return [node] }
        return reader.sequence(node, for: "`\(what)`") ?? []
    }
}
