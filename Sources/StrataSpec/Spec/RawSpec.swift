import StrataModel
import Yams

// The spec as written, after the syntax checks: names are known, positions kept, but types are still
// text and nothing is cross-checked yet. `SpecValidator` turns it into a `DomainModel`.

struct RawSpec {
    var feature: Located<String>?
    var module: Located<String>?
    var app: Located<String>?
    var summary: String?
    var entities: [RawEntity] = []
    var enums: [RawEnum] = []
    var repositories: [RawRepository] = []
    var services: [RawService] = []
    var useCases: [RawUseCase] = []
    var errors: [RawErrorCase] = []
    var data: DataLayerSpec?
}

struct RawEntity {
    var name: Located<String>
    var doc: String?
    var idType: IDType?
    var plural: Located<String>?
    var properties: [RawProperty] = []
}

struct RawProperty {
    var name: Located<String>
    /// `nil` when the property is a `references:` one (or its type could not be read).
    var type: LocatedType?
    var references: Located<String>?
    /// `optional: true`.
    var isOptional = false
    var isMutable = false
    /// The `default:` node, kept as YAML until the type is known; `null` is a value here.
    var defaultValue: Node?
    var doc: String?
    var wireName: String?
}

struct RawEnum {
    var name: Located<String>
    var doc: String?
    var cases: [RawEnumCase] = []
}

struct RawEnumCase {
    var name: Located<String>
    var rawValue: Located<String>?
    var doc: String?
}

struct RawRepository {
    var entity: Located<String>
    /// `name: NotificationRepository`: the protocol's own name.
    var name: Located<String>?
    var doc: String?
    /// `nil` when not written: the standard four apply.
    var operations: [RepositoryOperation]?
    var queries: [RawQuery] = []
    var data = RepositoryData()
}

struct RawQuery {
    var name: Located<String>
    var parameters: [RawParameter] = []
    var returns: LocatedType?
    var doc: String?
    var path: String?
    var httpMethod: String?
}

struct RawParameter {
    var name: Located<String>
    /// `nil` when the type could not be read (already reported).
    var type: LocatedType?
}

struct RawUseCase {
    /// Without a trailing `UseCase`.
    var name: Located<String>
    var kind: UseCaseKind?
    var entity: Located<String>?
    var calls: Located<String>?
    /// `repositories: [Program]`: entities whose repositories it is given besides its own entity's.
    var otherRepositories: [Located<String>] = []
    /// `services: [NotificationScheduler]`.
    var services: [Located<String>] = []
    /// `nil` when not written (so a `calls` query's parameters apply).
    var parameters: [RawParameter]?
    var returns: LocatedType?
    var rule: String?
    /// Where `parameters`, `returns` and `calls` were written, to point at them on a standard kind.
    var signatureKeys: [Located<String>] = []
}

struct RawErrorCase {
    var name: Located<String>
    var message: String?
    var values: [RawParameter] = []
}
