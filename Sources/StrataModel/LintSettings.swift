/// The `lint:` section of `.strata.yml` as written, with positions.
///
/// StrataSpec checks its shape (a mapping, known keys, values of the right kind); StrataLint checks
/// rule names and option values against its rules, pointing at the positions kept here.
public struct LintSettings: Sendable, Hashable {
    /// `rules:` entries in written order.
    public var rules: [RuleSettings]
    /// `layers:` — import policy per layer.
    public var layers: [LayerImportSettings]
    /// `modules:` — which modules are features and what they may depend on.
    public var modules: ModuleSettings?
    /// `baseline:` — the baseline file, relative to the project root.
    public var baseline: String?
    /// `exclude:` — path globs lint reports nothing for (the files are still read, for context).
    public var exclude: [String]

    public init(
        rules: [RuleSettings] = [], layers: [LayerImportSettings] = [], modules: ModuleSettings? = nil, baseline: String? = nil,
        exclude: [String] = []
    ) {
        self.rules = rules
        self.layers = layers
        self.modules = modules
        self.baseline = baseline
        self.exclude = exclude
    }
}

/// One entry of `lint.rules`: `rule-id: off`, `rule-id: error`, or a mapping with `enabled`,
/// `severity` and the rule's own options.
public struct RuleSettings: Sendable, Hashable {
    public var id: String
    /// Where the rule's key is written.
    public var location: SourceLocation
    public var enabled: Bool?
    public var severity: StrataIssue.Severity?
    public var options: [RuleOptionSetting]

    public init(id: String, location: SourceLocation, enabled: Bool? = nil, severity: StrataIssue.Severity? = nil, options: [RuleOptionSetting] = []) {
        self.id = id
        self.location = location
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }
}

public struct RuleOptionSetting: Sendable, Hashable {
    public var name: String
    public var value: SettingValue
    /// Where the option's name is written.
    public var location: SourceLocation
    /// Where its value is written.
    public var valueLocation: SourceLocation

    public init(name: String, value: SettingValue, location: SourceLocation, valueLocation: SourceLocation? = nil) {
        self.name = name
        self.value = value
        self.location = location
        self.valueLocation = valueLocation ?? location
    }
}

/// A scalar or a list of texts, as YAML wrote it.
public enum SettingValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case integer(Int)
    case text(String)
    case list([String])

    public var description: String {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .text(let value): return "`\(value)`"
        case .list(let values): return "[" + values.joined(separator: ", ") + "]"
        }
    }
}

/// `lint.layers.<layer>`: the only modules its files may import, or modules they must not.
public struct LayerImportSettings: Sendable, Hashable {
    public var layer: Layer
    public var allowedImports: [String]?
    public var forbiddenImports: [String]?
    public var location: SourceLocation

    public init(layer: Layer, allowedImports: [String]? = nil, forbiddenImports: [String]? = nil, location: SourceLocation) {
        self.layer = layer
        self.allowedImports = allowedImports
        self.forbiddenImports = forbiddenImports
        self.location = location
    }
}

/// `lint.modules`: feature modules (name globs) and the modules they may depend on, beside
/// system frameworks.
public struct ModuleSettings: Sendable, Hashable {
    public var features: [String]
    public var allowedDependencies: [String]
    public var location: SourceLocation

    public init(features: [String], allowedDependencies: [String], location: SourceLocation) {
        self.features = features
        self.allowedDependencies = allowedDependencies
        self.location = location
    }
}
