import Foundation
import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataModel
import StrataPropagation

/// `generate` with the project's own API client (`conventions.data.apiClient.adopt`): checks that
/// the client, its endpoint enum, HTTP methods and error type are in the code as `.strata.yml`
/// describes them, and plans the edit that adds the feature's endpoint cases to the endpoint enum.
/// Every mismatch is an error at its `file:line:column`, before anything is written.
package struct ClientAdoptionPlanner {
    let types: ProjectTypes
    let root: URL

    package init(index: SourceIndex, model: CodebaseModel, root: URL) {
        types = ProjectTypes(index: index, model: model)
        self.root = root
    }

    package func plan(_ needs: ProjectClientNeeds) throws(StrataIssues) -> EvolutionPlan {
        let client = needs.client
        let module = needs.remoteDataSourcePaths.lazy.compactMap(moduleOwning).first
        var issues: [StrataIssue] = []
        func declared(_ name: String, as kind: Declaration.Kind, field: String) -> ProjectType? {
            let found = (types.byName[name] ?? []).filter { !$0.isTest }
            guard let type = found.first(where: { $0.module == module }) ?? (found.count == 1 ? found.first : nil) else {
                issues.append(
                    StrataIssue(
                        .error, at: nil, "the project declares no `\(name)`\(module.map { " in module `\($0)`" } ?? "") (`conventions.data.apiClient.\(field)`)",
                        hint: found.isEmpty
                            ? "name the project's type, or set `adopt: false` to generate Strata's own client"
                            : "declared in several modules; generate into the module that holds it"))
                return nil
            }
            guard type.declaration.kind == kind else {
                issues.append(issue(type, "`\(name)` is a \(type.declaration.kind.rawValue), not the \(kind.rawValue) `conventions.data.apiClient.\(field)` names"))
                return nil
            }
            return type
        }
        if let shape = try? ClientCallShape.resolve(client).get(), let protocolType = declared(client.protocolName, as: .protocol, field: "protocolName") {
            checkRequirement(shape, in: protocolType, issues: &issues)
        }
        if let methods = declared(client.httpMethodType, as: .enum, field: "httpMethodType") {
            let cases = methods.declaration.members.filter { $0.kind == .enumCase }.map(\.name)
            for verb in needs.verbs where !cases.contains(verb) {
                issues.append(
                    issue(
                        methods, "`\(client.httpMethodType)` has no case `\(verb)`, which the generated data sources send",
                        hint: "add `case \(verb)` to it (Strata passes `.get`, `.post`, `.put`, `.patch`, `.delete`)"))
            }
        }
        if let errors = declared(client.errorType, as: .enum, field: "errorType") {
            for (field, name) in [("notFoundCase", client.notFoundCase), ("unauthorizedCase", client.unauthorizedCase), ("offlineCase", client.offlineCase)] {
                guard let name else { continue }
                guard let found = errors.declaration.members.first(where: { $0.kind == .enumCase && $0.name == name }) else {
                    issues.append(issue(errors, "`\(client.errorType)` has no case `\(name)` (`conventions.data.apiClient.\(field)`)"))
                    continue
                }
                if !found.parameters.isEmpty {
                    issues.append(
                        issue(
                            errors, "`\(client.errorType).\(name)` has associated values", line: found.line,
                            hint: "generated code throws and matches it as `.\(name)`; name a case without values"))
                }
            }
        }
        let endpoint = declared(client.endpointType, as: .enum, field: "endpointType")
        guard issues.isEmpty, let endpoint else { throw StrataIssues(issues) }
        return try extend(endpoint, with: needs)
    }

    /// The request method in the code must be the one `.strata.yml` describes, and the only
    /// requirement: the generated test double implements exactly that.
    private func checkRequirement(_ shape: ClientCallShape, in protocolType: ProjectType, issues: inout [StrataIssue]) {
        let members = protocolType.declaration.members
        guard let method = members.first(where: { $0.kind == .method && $0.name == shape.requirement.name }) else {
            issues.append(issue(protocolType, "`\(protocolType.name)` has no method `\(shape.requirement.name)`", hint: "update `conventions.data.apiClient.requirement`"))
            return
        }
        let written = method.parameters.map { "\($0.label):\($0.type.filter { !$0.isWhitespace })" }
        let configured = shape.requirement.parameters.map { "\($0.label):\($0.type.filter { !$0.isWhitespace })" }
        if written != configured {
            issues.append(
                issue(
                    protocolType, "`\(protocolType.name).\(shape.requirement.name)` does not match `conventions.data.apiClient.requirement`", line: method.line,
                    hint: "copy the declaration again: `.strata.yml` says `\(shape.requirement.signature)`"))
        }
        let others = members.filter { $0.line != method.line && $0.kind != .associatedType }
        if let other = others.first {
            issues.append(
                issue(
                    protocolType, "`\(protocolType.name)` also requires `\(other.name)`", line: other.line,
                    hint: "Strata's test double implements only `\(shape.requirement.selector)`; adopt a client protocol with that one requirement"))
        }
    }

    /// The endpoint enum's file with the new cases and arms, verified to parse.
    private func extend(_ endpoint: ProjectType, with needs: ProjectClientNeeds) throws(StrataIssues) -> EvolutionPlan {
        let session = EditSession(root: root, fileNames: ModuleFileNames(index: types.index))
        let path = endpoint.file.path
        let outcome = EndpointEnumEditor(source: try session.source(path), enumName: endpoint.name).edit(adding: needs.cases)
        if !outcome.issues.isEmpty { throw StrataIssues(outcome.issues) }
        if !outcome.added.isEmpty {
            let names = outcome.added.map { "`\($0.name)`" }.joined(separator: ", ")
            session.add(outcome.edits, in: path, line: outcome.line, "added endpoint case\(outcome.added.count == 1 ? "" : "s") \(names) to `\(endpoint.name)`")
        }
        for name in outcome.present { session.alreadyPresent("`\(endpoint.name).\(name)`") }
        for other in types.extensionsByName[endpoint.name] ?? []
        where other.file.path != path && !other.isTest
            && other.declaration.members.contains(where: { $0.isComputed || $0.kind == .method })
        {
            session.unhandled(
                other.file.path, line: other.declaration.line,
                "this extension of `\(endpoint.name)` may switch over its cases; Strata added arms only in \(path)",
                hint: "add the new cases' arms here if the build asks for them")
        }
        return try session.finish()
    }

    /// The SwiftPM target whose folder holds `path` (a file not written yet).
    private func moduleOwning(_ path: String) -> String? {
        types.index.targets.filter { path.hasPrefix($0.path + "/") }.max { $0.path.count < $1.path.count }?.name
    }

    private func issue(_ type: ProjectType, _ message: String, line: Int? = nil, hint: String? = nil) -> StrataIssue {
        StrataIssue(.error, at: SourceLocation(file: type.file.path, line: line ?? type.declaration.line, column: line == nil ? type.declaration.column : 1), message, hint: hint)
    }
}
