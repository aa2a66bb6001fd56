/// The validated description of one feature (bounded context): the IR every generator reads.
///
/// Produced by `StrataSpec` from a spec file, or (later) by the indexer from existing code.
/// Everything here is already checked: names are valid Swift identifiers, types resolve,
/// references exist, embedded values have no cycles.
public struct DomainModel: Sendable, Hashable, Codable {
    /// `Workouts`: names the feature error (`WorkoutsError`), folders and the design document.
    public var feature: String
    /// The Swift module the generated sources compile into (`@testable import` in tests).
    public var module: String
    /// Optional app or product prefix (`Popcorn` in `PopcornMovies`).
    public var app: String?
    public var summary: String?
    public var entities: [Entity]
    public var enums: [EnumType]
    public var repositories: [Repository]
    public var useCases: [UseCase]
    /// Protocols for work outside the data that use cases are given (`NotificationScheduler`).
    public var services: [Service]
    /// Feature-specific error cases, beside the ones generated code needs (`notFound`, …).
    public var errors: [ErrorCase]
    /// The spec's `data:` section; `nil` when it has none (the Data layer may still be asked for).
    public var data: DataLayerSpec?

    public init(
        feature: String, module: String, app: String? = nil, summary: String? = nil,
        entities: [Entity] = [], enums: [EnumType] = [], repositories: [Repository] = [],
        useCases: [UseCase] = [], errors: [ErrorCase] = [], data: DataLayerSpec? = nil, services: [Service] = []
    ) {
        self.feature = feature
        self.module = module
        self.app = app
        self.summary = summary
        self.entities = entities
        self.enums = enums
        self.repositories = repositories
        self.useCases = useCases
        self.services = services
        self.errors = errors
        self.data = data
    }

    public func entity(named name: String) -> Entity? { entities.first { $0.name == name } }
    public func enumType(named name: String) -> EnumType? { enums.first { $0.name == name } }
    public func repository(for entity: String) -> Repository? { repositories.first { $0.entity == entity } }
    public func service(named name: String) -> Service? { services.first { $0.name == name } }
}

/// A domain value type: `struct Workout: Identifiable, …`.
public struct Entity: Sendable, Hashable, Codable {
    public var name: String
    /// Plural used in names (`Workouts`, `Categories`); the spec may override it.
    public var plural: String
    public var doc: String?
    public var idType: IDType
    /// Stored properties other than `id`, in declaration order.
    public var properties: [Property]
    public var location: SourceLocation?

    public init(name: String, plural: String, doc: String? = nil, idType: IDType, properties: [Property], location: SourceLocation? = nil) {
        self.name = name
        self.plural = plural
        self.doc = doc
        self.idType = idType
        self.properties = properties
        self.location = location
    }
}

public enum IDType: String, Sendable, Hashable, Codable, CaseIterable {
    case uuid = "UUID"
    case int = "Int"
    case string = "String"

    public var swift: String { rawValue }
    public var typeRef: TypeRef { .named(rawValue) }
}

public struct Property: Sendable, Hashable, Codable {
    public var name: String
    public var type: TypeRef
    /// `var` when true, `let` otherwise (a convention may force `let`).
    public var isMutable: Bool
    /// A Swift expression used as the init parameter's default (`nil`, `0`, `.daily`).
    public var defaultValue: String?
    public var doc: String?
    public var relationship: Relationship?
    /// The key on the wire when it is not derived by the key strategy (`avatar_url`).
    public var wireName: String?
    public var location: SourceLocation?

    public init(
        name: String, type: TypeRef, isMutable: Bool = false, defaultValue: String? = nil, doc: String? = nil,
        relationship: Relationship? = nil, wireName: String? = nil, location: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.isMutable = isMutable
        self.defaultValue = defaultValue
        self.doc = doc
        self.relationship = relationship
        self.wireName = wireName
        self.location = location
    }
}

/// How a property relates to another entity.
public enum Relationship: Sendable, Hashable, Codable {
    /// Holds the other entity's id (`programId: UUID`).
    case reference(entity: String)
    /// Holds the other entity's value itself (`exercises: [Exercise]`).
    case embedded(entity: String)

    public var entity: String {
        switch self {
        case .reference(let entity), .embedded(let entity): return entity
        }
    }
}

/// `enum WorkoutKind: String, …` — String raw values, so it persists and decodes as text.
public struct EnumType: Sendable, Hashable, Codable {
    public var name: String
    public var doc: String?
    public var cases: [EnumCase]
    public var location: SourceLocation?

    public init(name: String, doc: String? = nil, cases: [EnumCase], location: SourceLocation? = nil) {
        self.name = name
        self.doc = doc
        self.cases = cases
        self.location = location
    }
}

public struct EnumCase: Sendable, Hashable, Codable {
    public var name: String
    /// Explicit raw value when it differs from the case name.
    public var rawValue: String?
    public var doc: String?

    public init(name: String, rawValue: String? = nil, doc: String? = nil) {
        self.name = name
        self.rawValue = rawValue
        self.doc = doc
    }
}

/// A named, labelled value passed to a method: `limit: Int`.
public struct Parameter: Sendable, Hashable, Codable {
    public var name: String
    public var type: TypeRef

    public init(name: String, type: TypeRef) {
        self.name = name
        self.type = type
    }
}

public struct ErrorCase: Sendable, Hashable, Codable {
    /// Cases every feature error has (or may get) because generated code throws them; a spec
    /// cannot declare its own case with one of these names.
    public static let builtInNames = ["notFound", "loadFailed", "saveFailed", "notImplemented", "unauthorized", "offline"]

    public var name: String
    public var associatedValues: [Parameter]
    /// Human-readable message, used in doc comments and `errorDescription`.
    public var message: String?

    public init(name: String, associatedValues: [Parameter] = [], message: String? = nil) {
        self.name = name
        self.associatedValues = associatedValues
        self.message = message
    }
}
