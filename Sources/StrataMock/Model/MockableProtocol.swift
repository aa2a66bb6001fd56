/// A protocol as mock generation needs it: every requirement with its whole signature, read from
/// syntax once. Types are kept as written (`TypeText`); nothing is resolved by the compiler.
package struct MockableProtocol: Sendable, Hashable {
    /// Qualified when nested (`Outer.Inner`).
    package var name: String
    /// Relative to the project root.
    package var file: String
    package var line: Int
    package var column: Int
    /// `public`, `package`, `private`…, or nil when not written.
    package var accessLevel: String?
    /// Attributes as written, with `@` and arguments: `@MainActor`, `@objc`.
    package var attributes: [String]
    /// The inheritance clause, compositions split: `Sendable`, `ReadRepository`, `AnyObject`.
    package var inherited: [String]
    /// `protocol Store<Item>`: the primary associated types.
    package var primaryAssociatedTypes: [String]
    /// The protocol's own `where` clause, without `where`.
    package var whereClause: String?
    package var associatedTypes: [AssociatedTypeRequirement]
    package var requirements: [Requirement]
    /// `/// @mockable` (Mockolo's annotation), with its arguments; nil when not annotated.
    package var annotation: MockableAnnotation?
    /// The file's unconditional imports as written (`import Foundation`, `@preconcurrency import Combine`).
    package var imports: [String]
    /// The module the protocol compiles into, when a package manifest says (filled in after extraction).
    package var module: String?

    package init(
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
    package var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

    /// The global actor the protocol is isolated to (`MainActor`), if any.
    package var globalActor: String? { Attributes.globalActor(in: attributes) }
}

/// `associatedtype Item: Codable = String where Item: Sendable`.
package struct AssociatedTypeRequirement: Sendable, Hashable {
    package var name: String
    /// The inheritance clause without the colon (`Codable & Sendable`), or nil.
    package var constraint: String?
    package var defaultType: String?
    /// Without `where`.
    package var whereClause: String?

    package init(name: String, constraint: String? = nil, defaultType: String? = nil, whereClause: String? = nil) {
        self.name = name
        self.constraint = constraint
        self.defaultType = defaultType
        self.whereClause = whereClause
    }
}

/// One requirement of a protocol. (Requirements are made by the extractor, and by tests through the
/// memberwise initialisers; outside the module they are read, never built.)
package enum Requirement: Sendable, Hashable {
    case method(MethodRequirement)
    case property(PropertyRequirement)
    case `subscript`(SubscriptRequirement)
    case initializer(InitializerRequirement)

    package var line: Int {
        switch self {
        case .method(let method): method.line
        case .property(let property): property.line
        case .subscript(let item): item.line
        case .initializer(let initializer): initializer.line
        }
    }
}

/// What a function-like requirement may throw.
package enum ThrowsKind: Sendable, Hashable {
    case none
    case untyped
    /// `throws(E)`; `throws(any Error)` is read as untyped and `throws(Never)` as not throwing.
    case typed(String)
    case `rethrows`

    package var throwsAnything: Bool { self != .none }

    /// As written after the parameters: `throws`, `throws(E)`, `rethrows`, or nothing.
    package var keyword: String {
        switch self {
        case .none: ""
        case .untyped: "throws"
        case .typed(let type): "throws(\(type))"
        case .rethrows: "rethrows"
        }
    }
}

package struct MethodRequirement: Sendable, Hashable {
    package var name: String
    /// `<T: Decodable, U>` content, without the brackets.
    package var genericParameters: [GenericParameter]
    package var whereClause: String?
    package var parameters: [RequirementParameter]
    /// nil for `Void`.
    package var returnType: TypeText?
    package var isAsync: Bool
    package var throwsKind: ThrowsKind
    package var isStatic: Bool
    /// Attributes and modifiers to repeat on the mock's method, as written (`@MainActor`,
    /// `@discardableResult`, `nonisolated`); access, `static` and `mutating` are not among them.
    package var attributes: [String]
    package var line: Int
}

package struct PropertyRequirement: Sendable, Hashable {
    package var name: String
    package var type: TypeText
    package var isStatic: Bool
    package var hasSetter: Bool
    package var getterIsAsync: Bool
    package var getterThrows: ThrowsKind
    package var attributes: [String]
    package var line: Int
}

package struct SubscriptRequirement: Sendable, Hashable {
    package var genericParameters: [GenericParameter]
    package var whereClause: String?
    package var parameters: [RequirementParameter]
    package var returnType: TypeText
    package var isStatic: Bool
    package var hasSetter: Bool
    package var getterIsAsync: Bool
    package var getterThrows: ThrowsKind
    package var attributes: [String]
    package var line: Int
}

/// `init(name: String) throws`: the mock gets a matching initializer that records its arguments.
package struct InitializerRequirement: Sendable, Hashable {
    package var genericParameters: [GenericParameter]
    package var whereClause: String?
    package var parameters: [RequirementParameter]
    package var isFailable: Bool
    package var isAsync: Bool
    package var throwsKind: ThrowsKind
    package var attributes: [String]
    package var line: Int
}

/// `T: Decodable` in `func load<T: Decodable>`.
package struct GenericParameter: Sendable, Hashable {
    package var name: String
    package var constraint: String?

    package init(name: String, constraint: String? = nil) {
        self.name = name
        self.constraint = constraint
    }

    package var written: String { constraint.map { "\(name): \($0)" } ?? name }
}

package struct RequirementParameter: Sendable, Hashable {
    /// The argument label; `_` when there is none.
    package var label: String
    /// The name inside the body; nil when written `_` (the mock gives it one).
    package var name: String?
    package var type: TypeText
    package var isVariadic: Bool

    package init(label: String, name: String?, type: TypeText, isVariadic: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.isVariadic = isVariadic
    }
}
