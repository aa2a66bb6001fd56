/// The `mock:` section of `.strata.yml`: what `strata mock` does when no option says otherwise.
///
/// StrataSpec checks every value against the words below; StrataMock turns them into its own
/// types (its tests keep these word lists equal to its `MockStyle` and `MockedRole` cases).
public struct MockSettings: Sendable, Hashable {
    /// The style words `strata mock --style` takes.
    public static let styleWords = ["seed", "handler", "combined"]
    /// The role words `strata mock --role` takes.
    public static let roleWords = ["repositories", "use-cases", "data-sources", "api-clients"]

    /// `style:`, one of `styleWords`; nil: read from the project's existing mocks.
    public var style: String?
    /// `output:` — one file per protocol in this folder, relative to the project.
    public var folder: String?
    /// `singleFile:` — every mock in this one file, relative to the project.
    public var singleFile: String?
    /// `annotated: true` — protocols marked `/// @mockable`.
    public var annotated: Bool
    /// `roles:`, each one of `roleWords`.
    public var roles: [String]
    public var layers: [Layer]
    /// `names:` — protocol names or globs of names.
    public var names: [String]
    /// `paths:` — globs of the files holding the protocols.
    public var paths: [String]
    /// `imports:` — modules every mock also imports with `@testable`.
    public var imports: [String]

    public init(
        style: String? = nil, folder: String? = nil, singleFile: String? = nil, annotated: Bool = false, roles: [String] = [],
        layers: [Layer] = [], names: [String] = [], paths: [String] = [], imports: [String] = []
    ) {
        self.style = style
        self.folder = folder
        self.singleFile = singleFile
        self.annotated = annotated
        self.roles = roles
        self.layers = layers
        self.names = names
        self.paths = paths
        self.imports = imports
    }

    /// Whether the section chooses protocols (else the default selection applies).
    public var selects: Bool { annotated || !roles.isEmpty || !layers.isEmpty || !names.isEmpty || !paths.isEmpty }
}
