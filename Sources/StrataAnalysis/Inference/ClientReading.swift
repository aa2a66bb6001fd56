import Foundation
import StrataIndex
import StrataModel

/// What a project's API client protocol is to Strata: the `ProjectAPIClient` generated data sources
/// can call, Strata's own client, or a shape it cannot call, with the reason in the report's words.
enum ClientReading: Equatable {
    case adoptable(ProjectAPIClient)
    /// `APIClientProtocol` with `send(_:as:)`: the client Strata writes.
    case strata
    case unsupported(String)

    /// Reads `client`, whose `method` the remote data sources call.
    static func read(_ client: ClassifiedType, facts: InferenceFacts) -> ClientReading {
        let members = facts.members(of: client).filter { $0.kind != .associatedType }
        let methods = members.filter { $0.kind == .method }
        if client.name == DataSupportNames.apiClientProtocol, !methods.isEmpty, methods.allSatisfy({ $0.name == "send" }) { return .strata }
        guard methods.count == 1, members.count == 1, let method = methods.first else {
            let names = methods.map { "`\($0.name)`" }.joined(separator: ", ")
            return .unsupported("call `\(client.name)`, which has \(members.count) requirements (\(names)); Strata adopts a client with one request method")
        }
        guard
            let text = facts.sourceText(client.file)
                .flatMap({ ProtocolRequirementText.read(method: method.name, inProtocol: client.name, source: $0, path: client.file) }),
            let requirement = ClientRequirement.parse(text)
        else {
            return .unsupported("call `\(client.name).\(method.name)`, whose declaration Strata cannot read")
        }
        var adopted = ProjectAPIClient(adopt: true, protocolName: client.name, requirement: requirement.signature)
        var httpMethod: String?
        for parameter in requirement.parameters {
            let name = TypeNameReader.baseName(parameter.type.replacingOccurrences(of: "any ", with: "").replacingOccurrences(of: "?", with: ""))
            guard let type = facts.types[name], !facts.isTest(type.file) else { continue }
            let typeMembers = facts.members(of: type)
            if type.kind == .enum, typeMembers.contains(where: { $0.kind == .enumCase && $0.name == "get" }) {
                httpMethod = name
            } else if typeMembers.contains(where: { $0.name == "path" && $0.kind == .property }) {
                guard type.kind == .enum else {
                    return .unsupported("call `\(client.name).\(method.name)`, whose endpoint `\(name)` is a \(type.kind.rawValue): Strata adds endpoints as enum cases")
                }
                adopted.endpointType = name
            }
        }
        guard let httpMethod else {
            return .unsupported("call `\(client.name).\(requirement.selector)`, which takes no HTTP method enum (with a `get` case) beside the endpoint")
        }
        adopted.httpMethodType = httpMethod
        guard let errors = thrownError(by: client, facts: facts) else {
            return .unsupported("call `\(client.name).\(requirement.selector)`, whose implementation throws no error enum of the project")
        }
        let cases = facts.members(of: errors).filter { $0.kind == .enumCase && $0.parameters.isEmpty }.map(\.name)
        func first(_ words: [String]) -> String? { cases.first { name in words.contains { name.lowercased().contains($0) } } }
        guard let notFound = first(["notfound"]) else {
            return .unsupported("call `\(client.name).\(requirement.selector)`, whose `\(errors.name)` has no not-found case without associated values")
        }
        adopted.errorType = errors.name
        adopted.notFoundCase = notFound
        adopted.unauthorizedCase = first(["unauthori", "forbidden"])
        adopted.offlineCase = first(["offline", "unavailable", "noconnection", "notconnected", "nointernet", "nonetwork"])
        switch ClientCallShape.resolve(adopted) {
        case .success: return .adoptable(adopted)
        case .failure(let problem): return .unsupported("call `\(client.name).\(requirement.selector)`: " + problem.message)
        }
    }

    /// The project enum the client's implementations throw most (`throw NetworkError.notFound`).
    private static func thrownError(by client: ClassifiedType, facts: InferenceFacts) -> ClassifiedType? {
        let implementations = facts.model.types.filter { $0.kind != .protocol && $0.conformances.contains(client.name) && !facts.isTest($0.file) }
        var counts: [String: Int] = [:]
        for file in Set(implementations.map(\.file)) {
            for site in facts.summaries[file]?.code.throwSites ?? [] {
                let name = String(site.expression.prefix { $0 != "." && $0 != "(" })
                if let type = facts.types[name], type.kind == .enum { counts[name, default: 0] += 1 }
            }
        }
        guard let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return nil }
        return facts.types[best.key]
    }
}
