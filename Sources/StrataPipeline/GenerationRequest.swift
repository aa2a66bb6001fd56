import Foundation
import StrataGenerate
import StrataModel

/// Everything one `generate`/`design` run needs, as the front doors (CLI, MCP, plugin) collect it.
public struct GenerationRequest: Sendable {
    public enum SpecSource: Sendable, Hashable {
        case file(URL)
        case example(String)
        case text(String, file: String)
    }

    public var spec: SpecSource
    /// The output folder: the project root generated files are relative to.
    public var output: URL
    /// `.strata.yml` to read; `nil` looks for one in `output`.
    public var configFile: URL?
    public var presetOverride: String?
    public var lightweight: Bool
    public var options: GenerationOptions
    public var dryRun: Bool
    public var force: Bool
    /// Conventions to generate in instead of the config's (those inferred from the project's code,
    /// when it has no `.strata.yml` stating any); `presetOverride` and `lightweight` still apply on top.
    public var conventions: Conventions?

    public init(
        spec: SpecSource, output: URL, configFile: URL? = nil, presetOverride: String? = nil, lightweight: Bool = false,
        options: GenerationOptions = GenerationOptions(), dryRun: Bool = false, force: Bool = false
    ) {
        self.spec = spec
        self.output = output
        self.configFile = configFile
        self.presetOverride = presetOverride
        self.lightweight = lightweight
        self.options = options
        self.dryRun = dryRun
        self.force = force
    }
}
