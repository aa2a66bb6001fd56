import StrataModel

/// A protocol with everything it inherits from the project's other protocols: what its mock implements.
public struct FlattenedProtocol: Sendable, Hashable {
    public var root: MockableProtocol
    /// Own requirements first, then each ancestor's, without repeats (a requirement reached twice
    /// through a diamond, or restated by a child, is implemented once).
    public var requirements: [Requirement]
    public var associatedTypes: [AssociatedTypeRequirement]
    /// Associated types fixed by `Parent<Concrete>` or `where Item == Concrete`, beside the annotation's.
    public var fixedTypes: [String: String]
    /// The `where` clauses of the protocol and its ancestors, split into single requirements.
    public var whereRequirements: [String]
    /// Imports of every file the requirements come from, in first-seen order.
    public var imports: [String]
    /// Refines `Actor`: the mock must be an actor.
    public var isActor: Bool
    /// Isolated to a global actor, its own or inherited (`MainActor`).
    public var globalActor: String?
    /// Standard-library protocols inherited whose requirements the mock supplies itself.
    public var standardParents: Set<String>
    /// Names of the protocols it inherits from the project, transitively.
    public var ancestors: [String]
    /// Files (relative) the protocol and its ancestors are declared in.
    public var files: [String]
}

/// The standard protocols a mock can conform to without knowing their declarations.
enum StandardProtocols {
    /// No requirements a class must write.
    static let markers: Set<String> = [
        "Sendable", "AnyObject", "Actor", "AnyActor", "Identifiable", "Error", "SendableMetatype", "BitwiseCopyable", "Copyable",
        "Escapable",
    ]
    /// Requirements the renderer supplies (identity-based equality, hashing, descriptions).
    static let supplied: Set<String> = ["Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible"]

    /// `Swift.Sendable` → `Sendable`.
    static func bare(_ name: String) -> String {
        for prefix in ["Swift.", "_Concurrency.", "Foundation."] where name.hasPrefix(prefix) { return String(name.dropFirst(prefix.count)) }
        return name
    }
}
