import Foundation

// The part of SwiftData's API that Strata's generated code uses, declared so it type-checks where
// SwiftData does not exist (Linux). `Predicate`, `#Predicate` and `SortDescriptor` are Foundation's own.
// Copied into the generated package by Strata's end-to-end test; never part of Strata itself.

@attached(member)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "SwiftDataStubMacros", type: "ModelMacro")

@attached(peer)
public macro Attribute(_ options: AttributeOption...) = #externalMacro(module: "SwiftDataStubMacros", type: "NoOpMacro")

@attached(peer)
public macro Relationship(deleteRule: DeleteRule = .nullify) = #externalMacro(module: "SwiftDataStubMacros", type: "NoOpMacro")

@attached(member, names: named(modelContainer), named(modelContext), named(init))
public macro ModelActor() = #externalMacro(module: "SwiftDataStubMacros", type: "ModelActorMacro")

public enum AttributeOption: Sendable {
    case unique
}

public enum DeleteRule: Sendable {
    case cascade, nullify, deny, noAction
}

public final class ModelContainer: Sendable {
    public init() {}
}

public final class ModelContext {
    public let container: ModelContainer

    public init(_ container: ModelContainer) {
        self.container = container
    }

    public func fetch<Model>(_ descriptor: FetchDescriptor<Model>) throws -> [Model] { [] }
    public func insert<Model>(_ model: Model) {}
    public func delete<Model>(_ model: Model) {}
    public func save() throws {}
}

/// What runs a model actor's work: its context (the real one is also its serial executor).
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext

    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }
}

/// An actor working on one model context, as `@ModelActor` or a hand-written conformance declares it.
public protocol ModelActor: Actor {
    nonisolated var modelExecutor: any ModelExecutor { get }
    nonisolated var modelContainer: ModelContainer { get }
}

extension ModelActor {
    public var modelContext: ModelContext { modelExecutor.modelContext }
}

public struct FetchDescriptor<Model> {
    public var predicate: Predicate<Model>?
    public var sortBy: [SortDescriptor<Model>]
    public var fetchLimit: Int?

    public init(predicate: Predicate<Model>? = nil, sortBy: [SortDescriptor<Model>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

// Versioned schemas and migration plans, as projects that version their store declare them.

/// What `@Model` makes a class.
public protocol PersistentModel: AnyObject {}

public enum Schema {
    public struct Version: Sendable, Hashable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }
}

public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
}
