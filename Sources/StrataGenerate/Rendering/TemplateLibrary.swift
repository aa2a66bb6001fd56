import Foundation
import Mustache
import StrataModel

/// The Mustache templates: the built-in ones shipped as package resources, overridden file by file
/// by a project's templates folder (`templates:` in `.strata.yml`).
public struct TemplateLibrary: Sendable {
    let library: MustacheLibrary
    /// Where each template came from, for `strata doctor` and error messages.
    package let sources: [String: String]
    /// Override files that replace no template (errors are thrown instead).
    package let warnings: [StrataIssue]

    /// Every template name the planner uses; an override folder may replace any of them.
    package static let names = [
        "entity", "enum", "repository", "error", "cache-policy", "usecase", "dependency-container",
        "repository-mock", "service-mock", "usecase-mock", "mock-factory", "usecase-tests", "usecase-tests-xctest",
        "xctest-support", "package", "design",
        // Data layer
        "endpoint", "network-error", "api-client", "json-coding", "caching-strategy", "memory-cache", "pending-sync",
        "error-mapper", "dto", "dto-mapper", "data-source", "remote-data-source-mock", "persistent-model",
        "persistence-mapper", "repository-implementation", "data-wiring",
    ]

    public init(overridesDirectory: URL? = nil) throws(StrataIssues) {
        var library = MustacheLibrary()
        var sources: [String: String] = [:]
        var issues: [StrataIssue] = []
        for name in Self.names {
            let override = overridesDirectory?.appendingPathComponent(name + ".mustache")
            let useOverride = override.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
            let url = useOverride ? override : Bundle.module.url(forResource: name, withExtension: "mustache", subdirectory: "Templates")
            guard let url, let text = try? String(contentsOf: url, encoding: .utf8) else {
                issues.append(StrataIssue(at: override.map { SourceLocation(file: $0.path, line: 1, column: 1) }, "cannot read template `\(name)`"))
                continue
            }
            do {
                // Generated code is not HTML: turn Mustache's escaping off for every template.
                library.register(try MustacheTemplate(string: Self.textPragma + text), named: name)
                sources[name] = url.path
            } catch {
                issues.append(Self.parseIssue(error, file: url.path, name: name, isOverride: useOverride))
            }
        }
        if let overridesDirectory, let extra = try? FileManager.default.contentsOfDirectory(atPath: overridesDirectory.path) {
            for file in extra.sorted() where file.hasSuffix(".mustache") && !Self.names.contains(String(file.dropLast(9))) {
                issues.append(
                    StrataIssue(
                        .warning, at: SourceLocation(file: overridesDirectory.appendingPathComponent(file).path, line: 1, column: 1),
                        "template override `\(file)` matches no Strata template and is ignored",
                        hint: Naming.suggestion(for: String(file.dropLast(9)), among: Self.names).map { "did you mean `\($0).mustache`?" }
                    ))
            }
        }
        if issues.contains(where: { $0.severity == .error }) { throw StrataIssues(issues) }
        self.library = library
        self.sources = sources
        warnings = issues
    }

    private static let textPragma = "{{% CONTENT_TYPE: TEXT}}"

    /// Mustache's parser error, moved to the template's own line and column.
    private static func parseIssue(_ error: any Error, file: String, name: String, isOverride: Bool) -> StrataIssue {
        var location = SourceLocation(file: file, line: 1, column: 1)
        var reason = "\(error)"
        if let parserError = error as? MustacheTemplate.ParserError {
            let context = parserError.context
            let column = context.lineNumber == 1 ? context.columnNumber - textPragma.count : context.columnNumber
            location = SourceLocation(file: file, line: context.lineNumber, column: max(1, column))
            reason = "\(parserError.error)"
        }
        return StrataIssue(
            at: location, "template `\(name)` does not parse (\(reason))",
            hint: isOverride ? "check that every {{#section}} is closed and every tag has two braces" : "this is a bug in Strata; please report it"
        )
    }

    func render(_ context: any Encodable, template: String) -> String? {
        render(values: TemplateValueEncoder.values(of: context), template: template)
    }

    /// Renders values already encoded by `TemplateValueEncoder`.
    func render(values: Any, template: String) -> String? {
        library.render(values, withTemplate: template)
    }
}
