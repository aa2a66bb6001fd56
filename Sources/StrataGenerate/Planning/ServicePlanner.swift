import StrataModel

/// Service protocols (Domain) and their mocks (tests): what use cases are given for work outside the
/// feature's data. The app writes the implementations (the system's notification center, an SDK).
struct ServicePlanner {
    let scope: PlanningScope

    func plan() -> [PlannedFile] {
        scope.model.services.flatMap { [planProtocol($0), planMock($0)] }
    }

    /// `schedule(notification: ScheduledNotification) async throws(NotificationsError)`.
    func signature(_ method: ServiceMethod) -> String {
        let effects = (method.isAsync ? " async" : "") + (method.isThrowing ? " " + scope.throwsClause : "")
        let parameters = method.parameters.map { "\($0.name): \($0.type.swift)" }
        return SignatureLayout.layout(name: method.name, parameters: parameters, suffix: effects + (method.returns.map { " -> " + $0.swift } ?? ""))
    }

    func planProtocol(_ service: Service) -> PlannedFile {
        let context = RepositoryContext(
            access: scope.access,
            name: service.name,
            refinement: scope.conventions.repositoryRefinesSendable ? ": Sendable" : "",
            docLines: PlanningScope.docLines(service.doc ?? "Work outside the feature's data; the app provides the implementation."),
            methods: service.methods.map { .init(methodDocLines: PlanningScope.docLines($0.doc), signature: signature($0)) }
        )
        return PlannedFile(path: scope.names.servicePath(service.name), role: .repository, template: "repository", context: context)
    }

    /// The contract preset's mock shape for a service: a call count and the last arguments per method, a result
    /// per method that returns one, and an error per throwing method, so one call can fail while another succeeds.
    func planMock(_ service: Service) -> PlannedFile {
        let mockName = scope.mockName(ofProtocol: service.name)
        var stubs: [String] = []
        var tracking: [String] = []
        var methods: [MockMethod] = []
        for method in service.methods {
            let base = method.name
            var body = ["\(base)CallCount += 1"]
            tracking.append("private(set) var \(base)CallCount = 0")
            for parameter in method.parameters {
                let property = RepositoryPlanner.lastArgument(of: base, parameter.name)
                tracking.append("private(set) var \(property): \(TypeRef.optional(parameter.type).swift)")
                body.append("\(property) = \(parameter.name)")
            }
            if method.isThrowing {
                stubs.append("var \(base)Error: \(scope.names.errorType)?")
                body.append("if let \(base)Error { throw \(base)Error }")
            }
            if let returns = method.returns {
                stubs.append("var \(base)Result: \(returns.swift) = \(scope.samples.empty(returns))")
                body.append("return \(base)Result")
            }
            methods.append(MockMethod(signature: signature(method), methodBodyLines: body))
        }
        let context = ServiceMockContext(
            module: scope.names.module,
            name: mockName,
            protocolName: service.name,
            sendableConformance: scope.conventions.repositoryRefinesSendable ? ", @unchecked Sendable" : "",
            stubs: stubs,
            tracking: tracking,
            mainActorInit: scope.conventions.mockMainActorInit,
            methods: methods
        )
        return PlannedFile(path: scope.names.path(\.repositoryMock, name: mockName), role: .repositoryMock, template: "service-mock", context: context)
    }
}

struct ServiceMockContext: Sendable, Encodable {
    var module: String
    var name: String
    var protocolName: String
    var sendableConformance: String
    var stubs: [String]
    var tracking: [String]
    var mainActorInit: Bool
    var methods: [MockMethod]
}
