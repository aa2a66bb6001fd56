/// What a file's code does beyond declaring things: the type names it uses, the calls it makes,
/// the members it reads, where it catches and throws, and `// strata:` comment directives.
///
/// Collected during the same walk as the declarations (`CodeScanner`), so lint rules can look
/// inside bodies without parsing a file twice. Positions are 1-based lines and UTF-8 columns.
public struct CodeFacts: Sendable, Hashable, Codable {
    /// UpperCamelCase names used as types or in expressions (`URLSession`, `UserDTO`), in source
    /// order; declaration names and attribute names (`@Model`) are not references.
    public var typeReferences: [NameReference]
    /// `base.member` where `base` is a plain lower-case name or `self` (`entity.title`, `self.remote`).
    public var memberAccesses: [MemberAccess]
    public var calls: [CallSite]
    public var catchClauses: [CatchSite]
    public var throwSites: [ThrowSite]
    /// `// strata:…` comments, for inline suppressions.
    public var directives: [CommentDirective]
    /// Where the first syntax error is, when the file has any (`FileSummary.syntaxErrorCount`).
    package var firstSyntaxErrorLine: Int?
    package var firstSyntaxErrorColumn: Int?

    package init(
        typeReferences: [NameReference] = [], memberAccesses: [MemberAccess] = [], calls: [CallSite] = [],
        catchClauses: [CatchSite] = [], throwSites: [ThrowSite] = [], directives: [CommentDirective] = []
    ) {
        self.typeReferences = typeReferences
        self.memberAccesses = memberAccesses
        self.calls = calls
        self.catchClauses = catchClauses
        self.throwSites = throwSites
        self.directives = directives
    }
}

public struct NameReference: Sendable, Hashable, Codable {
    package var name: String
    package var line: Int
    package var column: Int

    package init(name: String, line: Int, column: Int) {
        self.name = name
        self.line = line
        self.column = column
    }
}

public struct MemberAccess: Sendable, Hashable, Codable {
    /// `entity` in `entity.title`; `self` for `self.remote`.
    package var base: String
    package var member: String
    /// Position of the member name.
    package var line: Int
    package var column: Int

    package init(base: String, member: String, line: Int, column: Int) {
        self.base = base
        self.member = member
        self.line = line
        self.column = column
    }
}

/// A function call as written: `receiver.name(arguments)`.
public struct CallSite: Sendable, Hashable, Codable {
    /// The called name: `map` in `x.map(f)`, `UserDTO` in `UserDTO(…)`, `fetch` in `try await remote.fetch()`.
    package var name: String
    /// The expression before `.name`, as written on one line (`entities.first?`, `URLSession.shared`);
    /// nil for a plain `name(…)`, empty for an implicit member (`.init(…)`).
    package var receiver: String?
    /// Position of the called name.
    package var line: Int
    package var column: Int
    /// Column of the `?` of an optional chain right before `.name` (`first?.map`), on `line`'s line
    /// or wherever it is: `optionalChainLine`.
    package var optionalChainLine: Int?
    package var optionalChainColumn: Int?
    package var argumentCount: Int
    /// The single unlabelled argument when it is a function reference (`mapper.map`, `transform`).
    package var functionReferenceArgument: String?
    package var hasTrailingClosure: Bool
    /// Inside a plain `try` (not `try?`/`try!`): errors it throws propagate.
    package var isTried: Bool
    /// Inside the body of a `do` that has `catch` clauses.
    package var isInsideDoCatch: Bool

    package init(
        name: String, receiver: String? = nil, line: Int, column: Int, optionalChainLine: Int? = nil, optionalChainColumn: Int? = nil,
        argumentCount: Int = 0, functionReferenceArgument: String? = nil, hasTrailingClosure: Bool = false,
        isTried: Bool = false, isInsideDoCatch: Bool = false
    ) {
        self.name = name
        self.receiver = receiver
        self.line = line
        self.column = column
        self.optionalChainLine = optionalChainLine
        self.optionalChainColumn = optionalChainColumn
        self.argumentCount = argumentCount
        self.functionReferenceArgument = functionReferenceArgument
        self.hasTrailingClosure = hasTrailingClosure
        self.isTried = isTried
        self.isInsideDoCatch = isInsideDoCatch
    }
}

/// A `catch` clause.
public struct CatchSite: Sendable, Hashable, Codable {
    /// The catch items as written (`let error as NetworkError`); empty for a bare `catch`.
    package var pattern: String
    /// Position of the `catch` keyword.
    package var line: Int
    package var column: Int
    /// The body is only `throw error` (the caught error, untranslated).
    package var rethrowsCaughtError: Bool

    package init(pattern: String, line: Int, column: Int, rethrowsCaughtError: Bool) {
        self.pattern = pattern
        self.line = line
        self.column = column
        self.rethrowsCaughtError = rethrowsCaughtError
    }
}

/// A `throw` statement.
public struct ThrowSite: Sendable, Hashable, Codable {
    /// The thrown expression as written on one line (`RepositoryError.notFound`, `.invalidInput(…)`).
    package var expression: String
    package var line: Int
    package var column: Int

    package init(expression: String, line: Int, column: Int) {
        self.expression = expression
        self.line = line
        self.column = column
    }
}

/// A `// strata:<text>` comment.
public struct CommentDirective: Sendable, Hashable, Codable {
    /// What follows `strata:` up to the end of the line (`disable:next domain-imports -- reason`).
    package var text: String
    /// Position of the `//`.
    package var line: Int
    package var column: Int
    /// Whether code precedes the comment on its line (a trailing comment).
    package var isTrailing: Bool
    /// The first later line that holds code (not blank, not only a comment); nil at the end of the file.
    package var nextCodeLine: Int?

    package init(text: String, line: Int, column: Int, isTrailing: Bool, nextCodeLine: Int?) {
        self.text = text
        self.line = line
        self.column = column
        self.isTrailing = isTrailing
        self.nextCodeLine = nextCodeLine
    }
}
