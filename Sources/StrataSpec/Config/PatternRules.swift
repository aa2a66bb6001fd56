import Foundation
import StrataModel

/// Checks the name, method and path patterns of `Conventions` before anything is generated with them.
///
/// A pattern that expands to something that is not a Swift name, or a path that leaves the output
/// folder, would only fail later inside generated code or on disk; here it fails with a position.
enum PatternRules {
    /// The placeholders any pattern may use.
    static let placeholders = ["feature", "module", "app", "context", "name", "names", "entity", "sources", "tests"]

    /// The folders of the Data layer's own modules (`conventions.modules`), for file paths only.
    static let moduleFolderPlaceholders = ["adaptersSources", "adaptersTests", "infrastructureSources", "infrastructureTests"]

    /// Sample values used to see what a pattern expands to.
    private static let samples = NamePattern([
        "feature": "Feature", "module": "Module", "app": "App", "context": "Context", "name": "Name", "names": "Names",
        "entity": "Entity", "sources": "Sources", "tests": "Tests", "file": "File.swift",
        "adaptersSources": "Adapters/Sources", "adaptersTests": "Adapters/Tests",
        "infrastructureSources": "Infrastructure/Sources", "infrastructureTests": "Infrastructure/Tests",
    ])

    private enum Kind {
        /// A Swift type or module name, with the placeholders it must contain to be unique.
        case name(required: [String])
        /// A method signature such as `get{name}(by:)`.
        case selector
        /// A path relative to the output folder; files need `{name}` so two files never share a path.
        case path(isFile: Bool)
        /// A file name without folders, such as `{name}+Mocks`.
        case fileName
        /// Free text (`fileHeader`), which may also use `{file}`.
        case text
        /// A name of the project's own code, no placeholders (`data.apiClient.protocolName`).
        case projectName
    }

    private static func kind(of path: String) -> Kind? {
        switch path {
        case "repositoryProtocolName": return .name(required: ["entity"])
        case "useCaseName", "useCaseContractName", "mockName": return .name(required: ["name"])
        case "errorTypeName", "dependencyContainerName", "moduleName", "defaultApp": return .name(required: [])
        case "data.repositoryImplementationName": return .name(required: ["entity"])
        case "data.dtoName", "data.dtoMapperName", "data.remoteDataSourceName", "data.remoteDataSourceProtocolName",
            "data.localDataSourceProtocolName", "data.persistentModelName", "data.persistenceMapperName":
            return .name(required: ["name"])
        case "mockFactoryFileName": return .fileName
        case "fileHeader": return .text
        case "paths.sources", "paths.tests", "modules.adaptersSources", "modules.adaptersTests",
            "modules.infrastructureSources", "modules.infrastructureTests":
            return .path(isFile: false)
        case "modules.adapters", "modules.infrastructure": return .name(required: [])
        case "data.apiClient.protocolName", "data.apiClient.endpointType", "data.apiClient.httpMethodType", "data.apiClient.errorType",
            "data.apiClient.notFoundCase", "data.apiClient.unauthorizedCase", "data.apiClient.offlineCase":
            return .projectName
        default:
            if path.hasPrefix("repositoryMethods.") { return .selector }
            if path.hasPrefix("paths.") { return .path(isFile: true) }
            return nil
        }
    }

    /// Problems with the text value of the field at `path` (`paths.entity`), as (message, hint) pairs.
    static func problems(path: String, value: String) -> [NameRules.Problem] {
        guard let kind = kind(of: path) else { return [] }
        let field = "`conventions.\(path)`"
        if case .projectName = kind {
            guard Naming.isIdentifier(value) else {
                return [.init(message: "\(field) `\(value)` is not a Swift name", hint: "name a type or case of the project's code as declared, e.g. `NetworkError`")]
            }
            return []
        }
        var allowed = placeholders
        if case .text = kind { allowed.append("file") }
        if case .path(isFile: true) = kind { allowed += moduleFolderPlaceholders }

        let unknown = NamePattern(Dictionary(uniqueKeysWithValues: allowed.map { ($0, "") })).unknownPlaceholders(in: value)
        if !unknown.isEmpty {
            return unknown.map { name in
                let suggestion = Naming.suggestion(for: name, among: allowed).map { "did you mean `{\($0)}`? " } ?? ""
                return .init(
                    message: "unknown placeholder `{\(name)}` in \(field)",
                    hint: suggestion + "allowed: " + allowed.map { "{\($0)}" }.joined(separator: " "))
            }
        }
        if case .text = kind { return commentProblems(value, field: field) }
        let expanded = samples.expand(value)
        if expanded.contains("{") || expanded.contains("}") {
            return [.init(message: "unbalanced `{` or `}` in \(field) `\(value)`", hint: "placeholders are written `{name}`")]
        }

        switch kind {
        case .name(let required):
            if let missing = required.first(where: { !value.contains("{\($0)}") }) {
                return [.init(message: "\(field) `\(value)` must contain `{\(missing)}`", hint: "otherwise every generated type gets the same name")]
            }
            guard Naming.isIdentifier(expanded) else {
                return [
                    .init(
                        message: "\(field) `\(value)` does not expand to a Swift identifier (`\(expanded)`)",
                        hint: "use letters, digits and `_` around the placeholders")
                ]
            }
        case .selector:
            guard isSelector(expanded) else {
                return [
                    .init(
                        message: "\(field) `\(value)` is not a method signature such as `fetch(id:)`",
                        hint: "write the base name and argument labels, e.g. `get{name}(by:)` or `fetchAll()`")
                ]
            }
        case .path(let isFile):
            return pathProblems(value, expanded: expanded, isFile: isFile, field: field)
        case .fileName:
            if !value.contains("{name}") {
                return [.init(message: "\(field) `\(value)` must contain `{name}`", hint: "otherwise every mock factory gets the same file")]
            }
            if value.contains("/") || value.contains("\\") || value.hasPrefix(".") {
                return [.init(message: "\(field) `\(value)` must be a plain file name", hint: "folders come from `paths`")]
            }
        case .text, .projectName:
            break
        }
        return []
    }

    /// The header goes above the first line of every generated Swift file: anything but comments
    /// there would break each of them. Every line must be a `//` comment (or blank), or the whole
    /// header one `/* … */` block.
    private static func commentProblems(_ value: String, field: String) -> [NameRules.Problem] {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("/*") {
            let inner = trimmed.dropFirst(2)
            guard inner.hasSuffix("*/"), inner.dropLast(2).range(of: "*/") == nil else {
                return [.init(message: "\(field) opens a `/*` comment that does not close at its end", hint: "end the header with `*/`, and put nothing after it")]
            }
            return []
        }
        let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("//") else { continue }
            let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
            return [
                .init(
                    message: "\(field) is not a Swift comment: its line \(number + 1) (`\(shown)`) does not start with `//`",
                    hint: "the header is put above the code of every generated file; start each of its lines with `//`, or wrap it in `/* … */`")
            ]
        }
        return []
    }

    private static func pathProblems(_ value: String, expanded: String, isFile: Bool, field: String) -> [NameRules.Problem] {
        let components = expanded.split(separator: "/", omittingEmptySubsequences: false)
        if expanded.hasPrefix("/") || expanded.hasPrefix("~") || expanded.contains("\\") {
            return [.init(message: "\(field) `\(value)` must be a relative path", hint: "paths are relative to the output folder")]
        }
        if components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            return [
                .init(
                    message: "\(field) `\(value)` must not contain empty, `.` or `..` components",
                    hint: "generated files stay inside the output folder")
            ]
        }
        if isFile, !value.contains("{name}") {
            return [.init(message: "\(field) `\(value)` must contain `{name}`", hint: "otherwise every file of this kind gets the same path")]
        }
        if isFile, !expanded.hasSuffix(".swift") {
            return [.init(message: "\(field) `\(value)` must end in `.swift`", hint: "e.g. `{sources}/Entities/{name}.swift`")]
        }
        return []
    }

    /// `name(label:_:)`: an identifier, then zero or more `label:` (or `_:`) in parentheses.
    static func isSelector(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return false }
        guard Naming.isIdentifier(String(text[..<open])) else { return false }
        let labels = text[text.index(after: open)..<text.index(before: text.endIndex)]
        if labels.isEmpty { return true }
        guard labels.hasSuffix(":") else { return false }
        return labels.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy { label in
            label == "_" || Naming.isIdentifier(String(label))
        }
    }
}
