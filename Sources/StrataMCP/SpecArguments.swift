import Foundation
import MCP
import StrataPipeline
import StrataModel
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

    /// A request for `source` writing into `output` (a confined folder), in the style the
    /// arguments and the project's .strata.yml say.
    static func request(
        _ arguments: ToolArguments, spec: GenerationRequest.SpecSource, output: URL, session: ProjectSession
    ) throws -> GenerationRequest {
        let preset = try arguments.string("preset")
        if let preset, !Presets.names.contains(preset) {
            throw MCPError.invalidParams("\(arguments.tool): unknown preset `\(ToolArguments.printable(preset))`; one of \(Presets.names.joined(separator: ", "))")
        }
        return GenerationRequest(
            spec: spec, output: output, configFile: configFile(output: output, root: session.root), presetOverride: preset,
            lightweight: try arguments.bool("lightweight", default: false))
    }

    /// The output folder's own .strata.yml, else the project root's (nil: the loader looks in the output).
    static func configFile(output: URL, root: URL) -> URL? {
        let own = output.appendingPathComponent(ConfigLoader.fileName)
        if FileManager.default.fileExists(atPath: own.path) { return nil }
        let project = root.appendingPathComponent(ConfigLoader.fileName)
        return FileManager.default.fileExists(atPath: project.path) ? project : nil
    }
}
