import StrataModel

/// A protocol with everything it inherits from the project's other protocols: what its mock implements.
package struct FlattenedProtocol: Sendable, Hashable {
    package var root: MockableProtocol
    /// Own requirements first, then each ancestor's, without repeats (a requirement reached twice
    /// through a diamond, or restated by a child, is implemented once).
    package var requirements: [Requirement]
    package var associatedTypes: [AssociatedTypeRequirement]
    /// Associated types fixed by `Parent<Concrete>` or `where Item == Concrete`, beside the annotation's.
    package var fixedTypes: [String: String]
    /// The `where` clauses of the protocol and its ancestors, split into single requirements.
    package var whereRequirements: [String]
    /// Imports of every file the requirements come from, in first-seen order.
    package var imports: [String]
    /// Refines `Actor`: the mock must be an actor.
    package var isActor: Bool
    /// Isolated to a global actor, its own or inherited (`MainActor`).
    package var globalActor: String?
    /// Standard-library protocols inherited whose requirements the mock supplies itself.
    package var standardParents: Set<String>
    /// Names of the protocols it inherits from the project, transitively.
    package var ancestors: [String]
    /// Files (relative) the protocol and its ancestors are declared in.
    package var files: [String]
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
