/// A Domain protocol for work outside the feature's data: the system's notification center, a
/// payment SDK, a clock. Use cases receive it injected like a repository; the Data layer has no
/// implementation of it (the app writes one), the tests a mock.
public struct Service: Sendable, Hashable, Codable {
    /// `NotificationScheduler`: the protocol's name.
    public var name: String
    public var methods: [ServiceMethod]
    public var doc: String?
    public var location: SourceLocation?

    public init(name: String, methods: [ServiceMethod], doc: String? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.methods = methods
        self.doc = doc
        self.location = location
    }

    public func method(named name: String) -> ServiceMethod? { methods.first { $0.name == name } }
}

/// One requirement of a service: `func schedule(notification: ScheduledNotification) async throws`.
public struct ServiceMethod: Sendable, Hashable, Codable {
    public var name: String
    public var parameters: [Parameter]
    /// `nil` for a method that returns nothing.
    public var returns: TypeRef?
    public var isAsync: Bool
    /// Whether it throws (the feature's error under typed throws).
    public var isThrowing: Bool
    public var doc: String?
    public var location: SourceLocation?

    public init(
        name: String, parameters: [Parameter] = [], returns: TypeRef? = nil, isAsync: Bool = true, isThrowing: Bool = true,
        doc: String? = nil, location: SourceLocation? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.returns = returns
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.doc = doc
        self.location = location
    }
}
