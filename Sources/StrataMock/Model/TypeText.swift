/// A type as written in a requirement, with the spellings a mock needs, worked out from syntax once.
public struct TypeText: Sendable, Hashable {
    /// As written, folded onto one line: for the mock's own signatures.
    public var written: String
    /// For a stored copy of a value passed as this type: no `@escaping`, no `inout` or ownership
    /// specifier, `some P` as `any P`.
    public var stored: String
    /// For the parameter list of a handler closure: `some P` as `any P`, otherwise as written.
    public var inClosure: String
    /// `T?`, `T!` or `Optional<T>` at the top.
    public var isOptional: Bool
    /// A function type (possibly attributed) that is not optional.
    public var isFunction: Bool
    /// `@escaping` was written: the closure may be stored.
    public var isEscaping: Bool
    public var isInout: Bool
    /// Needs parentheses before a `?` is added: function types, `any P`, `P & Q`.
    public var needsParentheses: Bool

    public init(
        written: String, stored: String? = nil, inClosure: String? = nil, isOptional: Bool = false, isFunction: Bool = false,
        isEscaping: Bool = false, isInout: Bool = false, needsParentheses: Bool = false
    ) {
        self.written = written
        self.stored = stored ?? written
        self.inClosure = inClosure ?? written
        self.isOptional = isOptional
        self.isFunction = isFunction
        self.isEscaping = isEscaping
        self.isInout = isInout
        self.needsParentheses = needsParentheses
    }

    /// `Void`, `()` and the empty tuple return nothing.
    public var isVoid: Bool { written == "Void" || written == "()" || written == "Swift.Void" }

    /// A non-escaping closure parameter: it may be called, never kept.
    public var isNonEscapingClosure: Bool { isFunction && !isEscaping }

    /// The stored spelling made optional: `Int?`, `(() -> Void)?`, `String?` for `String?`.
    public var storedOptional: String {
        if isOptional { return stored }
        return needsParentheses ? "(\(stored))?" : "\(stored)?"
    }
}
