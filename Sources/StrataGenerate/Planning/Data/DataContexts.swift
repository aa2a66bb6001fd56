// Template values of the Data layer. Flat and non-optional like every context (see Contexts.swift):
// optional text is `[String]`, and key names are unique along each template's nesting.

/// The shared support files; each template uses the keys it needs.
struct DataSupportContext: Sendable, Encodable {
    var access: String
    var dateStrategy: String
    var dateDescription: String
    var errorType: String
    var errorMapper: String
    /// `HTTPMethod.patch`, only where a repository saves with `PATCH`.
    var usesPatch: Bool
    /// The error the API client throws (`NetworkError`), and how the error mapper maps each case.
    var networkError: String
    var errorArms: [ErrorArm]
    /// The client error's case for "no answer came" (`offline`), which network-first reads fall back on.
    var hasOfflineCase: Bool
    var offlineCase: String
    /// `true` for a project client without such a case: what it throws besides its own error type
    /// (a `URLError` passed through) is then the only sign of a transport failure.
    var otherErrorsAreTransport: Bool
}

/// `case .notFound:` → `.notFound`, or `default:` → `failed(…)` in the error mapper's switch.
struct ErrorArm: Sendable, Encodable {
    var errorPattern: String
    var errorResult: String
}

/// A stored property with its declaration computed (`let releaseDate: Date?`).
struct StoredProperty: Sendable, Encodable {
    var propertyDeclaration: String
}

/// A `case name = "wire_name"` line of `CodingKeys`.
struct CodingKeyLine: Sendable, Encodable {
    var codingKey: String
}

/// A labelled argument in a multi-line call or parameter list.
struct ArgumentLine: Sendable, Encodable {
    var argument: String
    var argumentComma: String
}

struct DTOContext: Sendable, Encodable {
    /// `public ` when the DTO lives in another module than the code that sends it (the popcorn preset's adapters).
    var access: String
    var name: String
    var domainName: String
    var docLines: [String]
    var properties: [StoredProperty]
    var codingKeys: [CodingKeyLine]
    /// `toDomain()`/`fromDomain(_:)` in an extension (the arclabs preset); empty for Mapper structs.
    var hasExtensionMapping: Bool
    var domainVariable: String
    var toDomainArguments: [ArgumentLine]
    var fromDomainArguments: [ArgumentLine]
}

/// A Mapper struct: DTO → domain and domain → DTO, with sub-mappers as private stored properties.
struct DTOMapperContext: Sendable, Encodable {
    var access: String
    /// A `public` mapper needs its own `public init()` (the implicit one stays internal) and must
    /// state `Sendable` (it is inferred only inside a module).
    var declaresInit: Bool
    var name: String
    var dtoName: String
    var domainName: String
    var domainVariable: String
    var hasSubMappers: Bool
    var subMappers: [String]
    var toDomainArguments: [ArgumentLine]
    var fromDomainArguments: [ArgumentLine]
}

/// A method whose body the planner wrote.
struct DataMethod: Sendable, Encodable {
    var methodDocLines: [String]
    /// `func`, `private func`, `static func`.
    var methodKeyword: String
    var methodSignature: String
    var methodBody: [String]
    /// A blank line before the method; off for the first one in a type or extension.
    var separated = true
}

/// A protocol and, when `hasImplementation`, the type implementing it in the same file.
struct DataSourceContext: Sendable, Encodable {
    /// Lines after `import Foundation`, such as `#if canImport(SwiftData)` and its import.
    var openingLines: [String]
    /// `#endif` for a file compiled only where a framework exists.
    var closingLines: [String]
    var hasProtocol: Bool
    var protocolName: String
    var protocolDocLines: [String]
    var requirements: [String]
    var hasImplementation: Bool
    var typeDocLines: [String]
    var typeDeclaration: String
    var storedProperties: [String]
    var hasInit: Bool
    var initSignature: String
    var initBody: [String]
    var methods: [DataMethod]
}

/// A SwiftData `@Model` class, compiled only where SwiftData exists.
struct PersistentModelContext: Sendable, Encodable {
    var name: String
    var docLines: [String]
    var attributes: [StoredProperty]
    var initParameters: [ArgumentLine]
    var assignments: [String]
}

/// The three-method infra mapper of the popcorn preset, beside its `@Model`.
struct PersistenceMapperContext: Sendable, Encodable {
    var name: String
    var modelName: String
    var domainName: String
    var hasSubMappers: Bool
    var subMappers: [String]
    var toDomainArguments: [ArgumentLine]
    var toModelArguments: [ArgumentLine]
    var updateLines: [String]
}

struct RepositoryImplementationContext: Sendable, Encodable {
    var typeKeyword: String
    var name: String
    var protocolName: String
    var docLines: [String]
    var markComments: Bool
    var inlineConformance: String
    var conformanceInExtension: Bool
    var cachingProperties: [String]
    var storedProperties: [String]
    var initParameters: [ArgumentLine]
    var initAssignments: [String]
    var methods: [DataMethod]
    var helpers: [DataMethod]
}

struct DataWiringContext: Sendable, Encodable {
    var access: String
    var containerName: String
    /// The client protocol the remote data sources hold, and what implements it.
    var apiClientProtocol: String
    var apiClientNote: String
    var isExtension: Bool
    /// `, notificationScheduler: any NotificationScheduler`: the services the container holds, which the app provides.
    var serviceParameters: String
    var liveArguments: [ArgumentLine]
    var swiftDataArguments: [ArgumentLine]
    var factories: [DataMethod]
}

/// A test double of the Data layer (the remote data source's, the API client's): state, then methods.
struct RemoteMockContext: Sendable, Encodable {
    var module: String
    var name: String
    var protocolName: String
    var docLines: [String]
    var stateLines: [String]
    var mainActorInit: Bool
    var methods: [DataMethod]
}

extension DataMethod {
    init(_ signature: String, keyword: String = "func", docLines: [String] = [], _ body: [String]) {
        self.init(methodDocLines: docLines, methodKeyword: keyword, methodSignature: signature, methodBody: body)
    }
}
