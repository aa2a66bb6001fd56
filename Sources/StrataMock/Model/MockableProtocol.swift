/// A protocol as mock generation needs it: every requirement with its whole signature, read from
/// syntax once. Types are kept as written (`TypeText`); nothing is resolved by the compiler.
public struct MockableProtocol: Sendable, Hashable {
    /// Qualified when nested (`Outer.Inner`).
    public var name: String
    /// Relative to the project root.
    public var file: String
    public var line: Int
    public var column: Int
    /// `public`, `package`, `private`…, or nil when not written.
    public var accessLevel: String?
    /// Attributes as written, with `@` and arguments: `@MainActor`, `@objc`.
    public var attributes: [String]
    /// The inheritance clause, compositions split: `Sendable`, `ReadRepository`, `AnyObject`.
    public var inherited: [String]
    /// `protocol Store<Item>`: the primary associated types.
    public var primaryAssociatedTypes: [String]
    /// The protocol's own `where` clause, without `where`.
    public var whereClause: String?
    public var associatedTypes: [AssociatedTypeRequirement]
    public var requirements: [Requirement]
    /// `/// @mockable` (Mockolo's annotation), with its arguments; nil when not annotated.
    public var annotation: MockableAnnotation?
    /// The file's unconditional imports as written (`import Foundation`, `@preconcurrency import Combine`).
    public var imports: [String]
    /// The module the protocol compiles into, when a package manifest says (filled in after extraction).
    public var module: String?

    public init(
        name: String, file: String, line: Int, column: Int = 1, accessLevel: String? = nil, attributes: [String] = [],
        inherited: [String] = [], primaryAssociatedTypes: [String] = [], whereClause: String? = nil,
        associatedTypes: [AssociatedTypeRequirement] = [], requirements: [Requirement] = [],
        annotation: MockableAnnotation? = nil, imports: [String] = [], module: String? = nil
    ) {
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.accessLevel = accessLevel
        self.attributes = attributes
        self.inherited = inherited
        self.primaryAssociatedTypes = primaryAssociatedTypes
        self.whereClause = whereClause
        self.associatedTypes = associatedTypes
        self.requirements = requirements
        self.annotation = annotation
        self.imports = imports
        self.module = module
    }

    /// The name without its enclosing types (`Inner` for `Outer.Inner`).
    public var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

    /// The global actor the protocol is isolated to (`MainActor`), if any.
    public var globalActor: String? { Attributes.globalActor(in: attributes) }
}

/// `associatedtype Item: Codable = String where Item: Sendable`.
public struct AssociatedTypeRequirement: Sendable, Hashable {
    public var name: String
    /// The inheritance clause without the colon (`Codable & Sendable`), or nil.
    public var constraint: String?
    public var defaultType: String?
    /// Without `where`.
    public var whereClause: String?

    public init(name: String, constraint: String? = nil, defaultType: String? = nil, whereClause: String? = nil) {
        self.name = name
        self.constraint = constraint
        self.defaultType = defaultType
        self.whereClause = whereClause
    }
}

/// One requirement of a protocol. (Requirements are made by the extractor, and by tests through the
/// memberwise initialisers; outside the module they are read, never built.)
public enum Requirement: Sendable, Hashable {
    case method(MethodRequirement)
    case property(PropertyRequirement)
    case `subscript`(SubscriptRequirement)
    case initializer(InitializerRequirement)

    public var line: Int {
        switch self {
        case .method(let method): method.line
        case .property(let property): property.line
        case .subscript(let item): item.line
        case .initializer(let initializer): initializer.line
        }
    }
}

/// What a function-like requirement may throw.
public enum ThrowsKind: Sendable, Hashable {
    case none
    case untyped
    /// `throws(E)`; `throws(any Error)` is read as untyped and `throws(Never)` as not throwing.
    case typed(String)
    case `rethrows`

    public var throwsAnything: Bool { self != .none }

    /// As written after the parameters: `throws`, `throws(E)`, `rethrows`, or nothing.
    public var keyword: String {
        switch self {
        case .none: ""
        case .untyped: "throws"
        case .typed(let type): "throws(\(type))"
        case .rethrows: "rethrows"
        }
    }
}

public struct MethodRequirement: Sendable, Hashable {
    public var name: String
    /// `<T: Decodable, U>` content, without the brackets.
    public var genericParameters: [GenericParameter]
    public var whereClause: String?
    public var parameters: [RequirementParameter]
    /// nil for `Void`.
    public var returnType: TypeText?
    public var isAsync: Bool
    public var throwsKind: ThrowsKind
    public var isStatic: Bool
    /// Attributes and modifiers to repeat on the mock's method, as written (`@MainActor`,
    /// `@discardableResult`, `nonisolated`); access, `static` and `mutating` are not among them.
    public var attributes: [String]
    public var line: Int
}

public struct PropertyRequirement: Sendable, Hashable {
    public var name: String
    public var type: TypeText
    public var isStatic: Bool
    public var hasSetter: Bool
    public var getterIsAsync: Bool
    public var getterThrows: ThrowsKind
    public var attributes: [String]
    public var line: Int
}

public struct SubscriptRequirement: Sendable, Hashable {
    public var genericParameters: [GenericParameter]
    public var whereClause: String?
    public var parameters: [RequirementParameter]
    public var returnType: TypeText
    public var isStatic: Bool
    public var hasSetter: Bool
    public var getterIsAsync: Bool
    public var getterThrows: ThrowsKind
    public var attributes: [String]
    public var line: Int
}

/// `init(name: String) throws`: the mock gets a matching initializer that records its arguments.
public struct InitializerRequirement: Sendable, Hashable {
    public var genericParameters: [GenericParameter]
    public var whereClause: String?
    public var parameters: [RequirementParameter]
    public var isFailable: Bool
    public var isAsync: Bool
    public var throwsKind: ThrowsKind
    public var attributes: [String]
    public var line: Int
}

/// `T: Decodable` in `func load<T: Decodable>`.
public struct GenericParameter: Sendable, Hashable {
    public var name: String
    public var constraint: String?

    public init(name: String, constraint: String? = nil) {
        self.name = name
        self.constraint = constraint
    }

    public var written: String { constraint.map { "\(name): \($0)" } ?? name }
}

public struct RequirementParameter: Sendable, Hashable {
    /// The argument label; `_` when there is none.
    public var label: String
    /// The name inside the body; nil when written `_` (the mock gives it one).
    public var name: String?
    public var type: TypeText
    public var isVariadic: Bool

    public init(label: String, name: String?, type: TypeText, isVariadic: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.isVariadic = isVariadic
    }
}
