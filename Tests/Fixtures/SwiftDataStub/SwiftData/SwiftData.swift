import Foundation

// The part of SwiftData's API that Strata's generated code uses, declared so it type-checks where
// SwiftData does not exist (Linux). `Predicate`, `#Predicate` and `SortDescriptor` are Foundation's own.
// Copied into the generated package by Strata's end-to-end test; never part of Strata itself.

@attached(member)
public macro Model() = #externalMacro(module: "SwiftDataStubMacros", type: "NoOpMacro")

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

public struct FetchDescriptor<Model> {
    public var predicate: Predicate<Model>?
    public var sortBy: [SortDescriptor<Model>]
    public var fetchLimit: Int?

    public init(predicate: Predicate<Model>? = nil, sortBy: [SortDescriptor<Model>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
