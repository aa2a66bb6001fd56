import Foundation
import MCP
import StrataAnalysis
import StrataModel
import StrataPipeline
import StrataSpec

/// The arguments `design` and `generate` share: where the spec comes from and the house style.
enum SpecArguments {
    static let inlineSpecName = "<inline spec>"

    /// The spec named by `spec`, `specPath` or `example`; nil when none is given.
    static func source(_ arguments: ToolArguments, session: ProjectSession) throws -> GenerationRequest.SpecSource? {
        let text = try arguments.string("spec", maxLength: ToolArguments.maxLongString)
        let path = try arguments.string("specPath")
        let example = try arguments.string("example")
        let given = [text, path, example].compactMap { $0 }
        guard given.count <= 1 else {
            throw MCPError.invalidParams("\(arguments.tool): give one of `spec`, `specPath` or `example`, not several")
        }
        if let text { return .text(text, file: inlineSpecName) }
        if let example {
            guard Examples.names.contains(example) else {
                throw MCPError.invalidParams("\(arguments.tool): unknown example `\(ToolArguments.printable(example))`; one of \(Examples.names.joined(separator: ", "))")
            }
            return .example(example)
        }
        guard let path else { return nil }
        let confined = try session.confine(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: confined.url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw ToolFailure("\(confined.url.path): error: no spec file there (specPath is relative to the project root \(session.root.path))")
        }
        return .file(confined.url)
    }

    /// Where the conventions of a generation come from, as the result reports it.
    enum ConventionSource: String, Encodable {
        case presetArgument = "preset argument", configured, inferred, defaultPreset = "default preset"
    }

    /// A request for `source` writing into `output` (a confined folder), in the style the arguments
    /// say, else the one `.strata.yml` states, else the one inferred from the project's code (as
    /// `add_usecase` and the `conventions` tool do), else the default preset for a project with no code.
    static func request(
        _ arguments: ToolArguments, spec: GenerationRequest.SpecSource, output: URL, session: ProjectSession
    ) async throws -> (request: GenerationRequest, conventions: ConventionSource) {
        let preset = try arguments.string("preset")
        if let preset, !Presets.names.contains(preset) {
            throw MCPError.invalidParams("\(arguments.tool): unknown preset `\(ToolArguments.printable(preset))`; one of \(Presets.names.joined(separator: ", "))")
        }
        let configFile = configFile(output: output, root: session.root)
        var request = GenerationRequest(
            spec: spec, output: output, configFile: configFile, presetOverride: preset,
            lightweight: try arguments.bool("lightweight", default: false))
        if preset != nil { return (request, .presetArgument) }
        let configFolder = configFile?.deletingLastPathComponent() ?? output
        let config = try ConfigLoader.load(directory: configFolder, presetOverride: nil)
        if config.statesConventions { return (request, .configured) }
        // Read without the disk cache: a dry run writes nothing, not even `.strata/cache`.
        let (inferred, files) = try await InferenceRun.infer(root: session.root, config: config, useCache: false)
        guard files > 0 else { return (request, .defaultPreset) }
        request.conventions = inferred.conventions
        return (request, .inferred)
    }

    /// The output folder's own .strata.yml, else the project root's (nil: the loader looks in the output).
    static func configFile(output: URL, root: URL) -> URL? {
        let own = output.appendingPathComponent(ConfigLoader.fileName)
        if FileManager.default.fileExists(atPath: own.path) { return nil }
        let project = root.appendingPathComponent(ConfigLoader.fileName)
        return FileManager.default.fileExists(atPath: project.path) ? project : nil
    }
}
