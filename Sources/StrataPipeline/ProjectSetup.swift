import Foundation
import StrataGenerate
import StrataModel
import StrataSpec

/// Conventions, templates and the domain model for a request: the part every command shares.
package struct ProjectSetup: Sendable {
    package var conventions: Conventions
    package var templates: TemplateLibrary
    package var model: DomainModel
    /// Template-override warnings and the like.
    package var warnings: [StrataIssue]
    /// `exclude` globs of `.strata.yml`: code generation reads around them too.
    package var excludes: [String] = []

    package static func load(_ request: GenerationRequest) throws(StrataIssues) -> ProjectSetup {
        var config: ProjectConfig
        if let file = request.configFile {
            guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
                throw StrataIssues([
                    StrataIssue(
                        at: SourceLocation(file: file.path, line: 1, column: 1), "cannot read the config file",
                        hint: "check the path given to --config"
                    )
                ])
            }
            config = try ConfigLoader.load(text: text, file: file.path, presetOverride: request.presetOverride)
        } else {
            config = try ConfigLoader.load(directory: request.output, presetOverride: request.presetOverride)
        }
        if let conventions = request.conventions, request.presetOverride == nil { config.conventions = conventions }
        if request.lightweight { config.conventions.lightweightCRUD = true }
        // `--data`/`--no-data` decide for the loader too, so it checks what the Data layer cannot store.
        if let forced = request.options.dataLayer { config.conventions.data.generate = forced }
        // The loader already resolved `templates` against the config file's folder.
        let overrides = config.templatesDirectory.map { URL(fileURLWithPath: $0) }
        let templates = try TemplateLibrary(overridesDirectory: overrides)
        let loader = SpecLoader(conventions: config.conventions)
        let model: DomainModel
        switch request.spec {
        case .file(let url): model = try loader.load(contentsOf: url)
        case .example(let name): model = try loader.load(text: try Examples.text(named: name), file: "examples/\(name).yml")
        case .text(let text, let file): model = try loader.load(text: text, file: file)
        }
        return ProjectSetup(conventions: config.conventions, templates: templates, model: model, warnings: templates.warnings, excludes: config.excludes)
    }
}
