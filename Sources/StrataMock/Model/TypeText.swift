/// A type as written in a requirement, with the spellings a mock needs, worked out from syntax once.
package struct TypeText: Sendable, Hashable {
    /// As written, folded onto one line: for the mock's own signatures.
    package var written: String
    /// For a stored copy of a value passed as this type: no `@escaping`, no `inout` or ownership
    /// specifier, `some P` as `any P`.
    package var stored: String
    /// For the parameter list of a handler closure: `some P` as `any P`, otherwise as written.
    package var inClosure: String
    /// `T?`, `T!` or `Optional<T>` at the top.
    package var isOptional: Bool
    /// A function type (possibly attributed) that is not optional.
    package var isFunction: Bool
    /// `@escaping` was written: the closure may be stored.
    package var isEscaping: Bool
    package var isInout: Bool
    /// Needs parentheses before a `?` is added: function types, `any P`, `P & Q`.
    package var needsParentheses: Bool

    package init(
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
    package var isVoid: Bool { written == "Void" || written == "()" || written == "Swift.Void" }

    /// A non-escaping closure parameter: it may be called, never kept.
    package var isNonEscapingClosure: Bool { isFunction && !isEscaping }

    /// The stored spelling made optional: `Int?`, `(() -> Void)?`, `String?` for `String?`.
    package var storedOptional: String {
        if isOptional { return stored }
        return needsParentheses ? "(\(stored))?" : "\(stored)?"
    }
}
