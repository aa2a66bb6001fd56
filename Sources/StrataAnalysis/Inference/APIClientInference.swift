import StrataModel

/// Whether generated remote data sources call the project's own API client
/// (`conventions.data.apiClient`): each remote data source that holds a project protocol and calls
/// it is one vote, for adopting that client when Strata can call it, for Strata's own client when
/// it is the one Strata writes, else for a style Strata cannot write (saying why).
enum APIClientInference {
    static func evidence(_ facts: InferenceFacts, data: DataLayerFacts) -> [FieldEvidence] {
        var readings: [String: ClientReading] = [:]
        var adoptable: [(client: ProjectAPIClient, votes: Int)] = []
        // The example names the call for the evidence; reasons Strata cannot adopt a client name it already.
        var votes: [(value: String, location: SourceLocation, expressible: Bool, example: String?)] = []
        for source in data.dataSources where source.side == .remote {
            guard let use = clientUse(of: source.type, facts: facts) else { continue }
            let reading = readings[use.client.name] ?? ClientReading.read(use.client, facts: facts)
            readings[use.client.name] = reading
            let example = "`\(use.client.name).\(use.method)`"
            switch reading {
            case .adoptable(let client):
                if let index = adoptable.firstIndex(where: { $0.client == client }) { adoptable[index].votes += 1 } else { adoptable.append((client, 1)) }
                votes.append(("true", use.location, true, example))
            case .strata:
                votes.append(("false", use.location, true, example))
            case .unsupported(let reason):
                votes.append((reason, use.location, false, nil))
            }
        }
        // Several adoptable clients (one per module): the one most data sources call.
        let chosen = adoptable.max { $0.votes < $1.votes }?.client
        var field = FieldEvidence(
            "data.apiClient.adopt", noun: "remote data sources",
            phrase: { value in
                guard value == "true", let chosen else { return "call the API client Strata writes (`\(DataSupportNames.apiClientProtocol)`)" }
                let method = chosen.requirement.flatMap(ClientRequirement.parse).map { "." + $0.selector } ?? ""
                return "call the project's `\(chosen.protocolName)\(method)`, which generated data sources call too (new endpoints become `\(chosen.endpointType)` cases; "
                    + "`\(chosen.httpMethodType)` verbs; `\(chosen.errorType)` errors)"
            },
            read: { FieldValue.bool($0.data.apiClient.adopt) },
            write: { conventions, value in
                if value == "true", let chosen { conventions.data.apiClient = chosen } else { conventions.data.apiClient.adopt = false }
            }
        )
        for vote in votes { field.add(vote.value, at: vote.location, expressible: vote.expressible, example: vote.example) }
        return [field]
    }

    /// The project protocol a data source stores (`private let apiClient: any APIClientProtocol`)
    /// and the first call of one of its methods (`apiClient.request(…)`).
    static func clientUse(of source: ClassifiedType, facts: InferenceFacts) -> (client: ClassifiedType, method: String, location: SourceLocation)? {
        let calls = facts.summaries[source.file]?.code.calls ?? []
        for property in facts.members(of: source) where property.kind == .property && !property.isStatic && !property.isComputed {
            let written = (property.type ?? "").replacingFirst("any ", with: "") ?? property.type ?? ""
            guard let client = facts.types[TypeNameReader.baseName(written)], client.kind == .protocol, !facts.isTest(client.file) else { continue }
            let requirements = Set(facts.members(of: client).filter { $0.kind == .method }.map(\.name))
            let receivers = [property.name, "self." + property.name]
            if let call = calls.first(where: { call in call.receiver.map(receivers.contains) == true && requirements.contains(call.name) }) {
                return (client, call.name, SourceLocation(file: source.file, line: call.line, column: call.column))
            }
        }
        return nil
    }
}
