import StrataModel
import Yams

/// Reads the `lint:` mapping of `.strata.yml` into `LintSettings`, checking its shape with positions.
///
/// Rule names and option values are not checked here: only StrataLint knows its rules, and it
/// reports against the positions kept in the settings.
struct LintSection {
    let reader: NodeReader

    static let keys = ["rules", "layers", "modules", "baseline", "exclude"]
    static let severityWords = ["error", "warning", "note"]
    private static let switchWords: [String: Bool] = ["on": true, "off": false, "enabled": true, "disabled": false]

    func read(_ node: Node) -> LintSettings {
        var settings = LintSettings()
        guard let fields = reader.fields(of: node, for: "`lint`", allowed: Self.keys) else { return settings }
        if let rules = fields["rules"] { settings.rules = readRules(rules) }
        if let layers = fields["layers"] { settings.layers = readLayers(layers) }
        if let modules = fields["modules"] { settings.modules = readModules(modules) }
        if let baseline = fields["baseline"], let path = reader.text(baseline, for: "`lint.baseline`") {
            if path.isEmpty || path.hasPrefix("/") || path.split(separator: "/").contains("..") {
                reader.error(
                    "`lint.baseline` `\(path)` must be a relative path inside the project", at: baseline,
                    hint: "e.g. `.strata/lint-baseline.json`")
            } else {
                settings.baseline = path
            }
        }
        if let exclude = fields["exclude"] { settings.exclude = ConfigLoader.readGlobs(exclude, for: "`lint.exclude`", reader: reader) }
        return settings
    }

    // MARK: - rules

    private func readRules(_ node: Node) -> [RuleSettings] {
        (reader.entries(of: node, for: "`lint.rules`", itemKind: "rule") ?? []).compactMap { entry in
            var rule = RuleSettings(id: entry.key, location: reader.location(of: entry.keyNode))
            let what = "lint.rules.\(entry.key)"
            switch entry.value {
            case .scalar(let scalar):
                if entry.value.tagName == .bool, let value = entry.value.bool {
                    rule.enabled = value
                } else if let value = Self.switchWords[scalar.string] {
                    rule.enabled = value
                } else if let severity = StrataIssue.Severity(rawValue: scalar.string) {
                    rule.severity = severity
                } else {
                    reader.error(
                        "`\(what)` must be `off`, `on`, `error`, `warning`, `note` or a mapping, found \(NodeReader.describe(entry.value))",
                        at: entry.value, hint: "e.g. `\(entry.key): { severity: error }`")
                    return nil
                }
            case .mapping:
                guard let options = reader.entries(of: entry.value, for: "`\(what)`") else { return nil }
                for option in options { read(option, into: &rule, what: what) }
            default:
                reader.error("`\(what)` must be `off`, `on`, a severity or a mapping, found \(NodeReader.describe(entry.value))", at: entry.value)
                return nil
            }
            return rule
        }
    }

    private func read(_ option: NodeReader.Entry, into rule: inout RuleSettings, what: String) {
        switch option.key {
        case "enabled":
            rule.enabled = reader.bool(option.value, for: "`\(what).enabled`")
        case "severity":
            guard let word = reader.text(option.value, for: "`\(what).severity`") else { return }
            if word == "off" {
                rule.enabled = false
            } else if let severity = StrataIssue.Severity(rawValue: word) {
                rule.severity = severity
            } else {
                let suggestion = Naming.suggestion(for: word, among: Self.severityWords + ["off"]).map { "did you mean `\($0)`? " } ?? ""
                reader.error(
                    "`\(what).severity` must be `error`, `warning`, `note` or `off`, found `\(word)`", at: option.value,
                    hint: suggestion.isEmpty ? nil : String(suggestion.dropLast()))
            }
        default:
            if let value = settingValue(option.value, what: "`\(what).\(option.key)`") {
                rule.options.append(
                    RuleOptionSetting(
                        name: option.key, value: value, location: reader.location(of: option.keyNode), valueLocation: reader.location(of: option.value)))
            }
        }
    }

    /// A scalar (by its YAML tag) or a list of scalars; mappings are not option values.
    private func settingValue(_ node: Node, what: String) -> SettingValue? {
        switch node {
        case .scalar(let scalar):
            if node.tagName == .bool, let value = node.bool { return .bool(value) }
            if node.tagName == .int, let value = YAMLInteger(scalar.string)?.int { return .integer(value) }
            return .text(scalar.string)
        case .sequence(let items):
            var texts: [String] = []
            for item in items {
                guard case .scalar(let scalar) = item, !NodeReader.isNull(item) else {
                    reader.error("\(what) expects a list of names, found \(NodeReader.describe(item)) in it", at: item)
                    return nil
                }
                texts.append(scalar.string)
            }
            return .list(texts)
        default:
            reader.error("\(what) expects a value or a list, found \(NodeReader.describe(node))", at: node)
            return nil
        }
    }

    // MARK: - layers and modules

    private func readLayers(_ node: Node) -> [LayerImportSettings] {
        let allowed = Layer.configurable.map(\.rawValue)
        return (reader.entries(of: node, for: "`lint.layers`", itemKind: "layer") ?? []).compactMap { entry in
            guard let layer = Layer(rawValue: entry.key), Layer.configurable.contains(layer) else {
                reader.error("unknown layer `\(entry.key)` in `lint.layers`", at: entry.keyNode, hint: NodeReader.keyHint(entry.key, allowed: allowed))
                return nil
            }
            let what = "lint.layers.\(entry.key)"
            guard let fields = reader.fields(of: entry.value, for: "`\(what)`", allowed: ["allowedImports", "forbiddenImports"]) else { return nil }
            var settings = LayerImportSettings(layer: layer, location: reader.location(of: entry.keyNode))
            settings.allowedImports = fields["allowedImports"].flatMap { names($0, for: "`\(what).allowedImports`") }
            settings.forbiddenImports = fields["forbiddenImports"].flatMap { names($0, for: "`\(what).forbiddenImports`") }
            if !fields.has("allowedImports"), !fields.has("forbiddenImports") {
                reader.error(
                    "`\(what)` sets neither `allowedImports` nor `forbiddenImports`", at: entry.keyNode,
                    hint: "e.g. `allowedImports: [Foundation]`")
                return nil
            }
            return settings
        }
    }

    private func readModules(_ node: Node) -> ModuleSettings? {
        guard let fields = reader.fields(of: node, for: "`lint.modules`", allowed: ["features", "allowedDependencies"]) else { return nil }
        guard let features = fields["features"] else {
            reader.error("`lint.modules` needs `features`: the name globs of feature modules", at: node, hint: "e.g. `features: [\"*Feature\"]`")
            return nil
        }
        let globs = ConfigLoader.readGlobs(features, for: "`lint.modules.features`", reader: reader)
        let dependencies = fields["allowedDependencies"].flatMap { names($0, for: "`lint.modules.allowedDependencies`") } ?? []
        return ModuleSettings(features: globs, allowedDependencies: dependencies, location: reader.location(of: node))
    }

    /// A list of module names; each must be a Swift identifier (others are reported and left out).
    private func names(_ node: Node, for what: String) -> [String]? {
        guard let items = reader.sequence(node, for: what) else { return nil }
        return items.compactMap { item in
            guard let name = reader.text(item, for: what) else { return nil }
            guard Naming.isIdentifier(name) else {
                reader.error("`\(name)` in \(what) is not a module name", at: item, hint: "module names are Swift identifiers, e.g. `Foundation`")
                return nil
            }
            return name
        }
    }
}
