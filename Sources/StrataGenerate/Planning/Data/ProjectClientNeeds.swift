import StrataModel

/// What a feature needs of a project's own networking when its Data layer calls the project's
/// client: the endpoint cases to add to the project's endpoint enum, and the HTTP methods it sends.
/// Planned by the same code as the remote data sources that use them, so the two cannot disagree.
public struct ProjectClientNeeds: Sendable, Hashable {
    package var client: ProjectAPIClient
    /// One per case name, in the order the remote data sources first use them.
    package var cases: [EndpointCase]
    /// Cases of the HTTP method enum the data sources pass (`get`, `put`, `delete`).
    package var verbs: [String]
    /// Where the remote data sources go: the endpoint enum of their module is the one to extend.
    package var remoteDataSourcePaths: [String]

    package init(client: ProjectAPIClient, cases: [EndpointCase], verbs: [String], remoteDataSourcePaths: [String]) {
        self.client = client
        self.cases = cases
        self.verbs = verbs
        self.remoteDataSourcePaths = remoteDataSourcePaths
    }
}

extension Planner {
    /// `nil` unless the Data layer is generated and calls the project's client.
    package func projectClientNeeds(_ model: DomainModel, options: GenerationOptions = GenerationOptions()) throws(StrataIssues) -> ProjectClientNeeds? {
        try Self.projectClientNeeds(data: DataScope(scope: try PlanningScope(model: model, conventions: conventions), forced: options.dataLayer))
    }

    /// The needs read from the Data layer's scope a plan was made with (the generator's, so the
    /// scope is built once per run).
    static func projectClientNeeds(data: DataScope) throws(StrataIssues) -> ProjectClientNeeds? {
        let model = data.scope.model
        guard data.isEnabled, let shape = data.client.shape else { return nil }
        var needs = ProjectClientNeeds(client: shape.client, cases: [], verbs: [], remoteDataSourcePaths: [])
        var issues: [StrataIssue] = []
        for repository in model.repositories {
            needs.remoteDataSourcePaths.append(data.names.path(\.remoteDataSource, name: data.names.remoteDataSource(for: repository.entity)))
            for request in RemoteAPI(data: data, repository: repository).methods.compactMap(\.request) {
                if !needs.verbs.contains(request.verb) { needs.verbs.append(request.verb) }
                if let planned = needs.cases.first(where: { $0.name == request.endpoint.name }) {
                    if planned != request.endpoint {
                        issues.append(
                            StrataIssue(
                                at: nil,
                                "two endpoints of `\(model.feature)` would be the case `\(shape.client.endpointType).\(planned.name)`: `\(planned.declaration)` and `\(request.endpoint.declaration)`",
                                hint: "rename the query so its endpoint case differs"))
                    }
                    continue
                }
                needs.cases.append(request.endpoint)
            }
        }
        if !issues.isEmpty { throw StrataIssues(issues) }
        return needs
    }
}
