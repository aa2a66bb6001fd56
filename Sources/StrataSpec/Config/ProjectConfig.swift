import StrataModel

/// A project's `.strata.yml`, resolved: the preset's conventions with the project's overrides applied.
public struct ProjectConfig: Sendable {
    public var conventions: Conventions
    /// The templates folder, resolved against the config file's folder; `nil` for the built-in templates.
    public var templatesDirectory: String?
    public var presetName: String
    /// `layers:` — path globs per layer, in the order written; the first match decides.
    public var layerGlobs: [(layer: Layer, glob: String)]
    /// `exclude:` — path globs the indexer skips, beside its defaults.
    public var excludes: [String]
    /// `lint:` — rule settings, layer and module policies, baseline (shape checked; rules checked by StrataLint).
    public var lint = LintSettings()
    /// `mock:` — what `strata mock` does without options (style, where, which protocols).
    public var mock = MockSettings()
    /// The config file read, nil when the project has none (defaults apply).
    public var file: String?
    /// Whether the file names a `preset:` or `conventions:`: house-style lint rules only run when it does.
    public var statesConventions = false

    public init(
        conventions: Conventions, templatesDirectory: String? = nil, presetName: String,
        layerGlobs: [(layer: Layer, glob: String)] = [], excludes: [String] = []
    ) {
        self.conventions = conventions
        self.templatesDirectory = templatesDirectory
        self.presetName = presetName
        self.layerGlobs = layerGlobs
        self.excludes = excludes
    }
}
