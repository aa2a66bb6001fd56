/// One Swift file reduced to the facts analysis needs; produced by one parse, cached by content hash.
///
/// Everything is plain, `Codable` data so the incremental cache can store it and later stages
/// (classification, inference, lint, rewriting) never re-parse to answer a question.
public struct FileSummary: Sendable, Hashable, Codable {
    /// Relative to the project root, `/`-separated.
    public var path: String
    /// Hash of the file's bytes, the cache key (`contentHash(of:)`; not the workspace's `ContentHash`).
    package var contentHash: String
    public var lineCount: Int
    /// Module names of `import` declarations (`@testable import X` gives `X`).
    public var imports: [ImportFact]
    /// Top-level and nested declarations, flattened; nested types have qualified names (`Outer.Inner`).
    public var declarations: [Declaration]
    /// Syntax errors SwiftParser recovered from; the file is still summarised.
    package var syntaxErrorCount: Int
    package var style: StyleFacts
    /// Names used, calls, member reads, catch/throw sites and `// strata:` directives, from inside bodies.
    /// Empty, apart from the first syntax error's position, when `hasCodeFacts` is false.
    public var code: CodeFacts
    /// Whether bodies were read for `code`: false when the index was asked for declarations only
    /// (`IndexOptions.codeFacts`), which `strata analyze` needs and which costs a walk less per file.
    package var hasCodeFacts: Bool

    /// What `contentHash` is for a file holding `text`: whether a file read now is the one summarised.
    package static func contentHash(of text: String) -> String {
        var text = text
        return text.withUTF8 { ContentHasher.contentHash(UnsafeRawBufferPointer($0)) }
    }

    package init(
        path: String, contentHash: String, lineCount: Int, imports: [ImportFact], declarations: [Declaration],
        syntaxErrorCount: Int, style: StyleFacts, code: CodeFacts = CodeFacts(), hasCodeFacts: Bool = true
    ) {
        self.path = path
        self.contentHash = contentHash
        self.lineCount = lineCount
        self.imports = imports
        self.declarations = declarations
        self.syntaxErrorCount = syntaxErrorCount
        self.style = style
        self.code = code
        self.hasCodeFacts = hasCodeFacts
    }
}

public struct ImportFact: Sendable, Hashable, Codable {
    package var module: String
    package var isTestable: Bool
    package var line: Int

    package init(module: String, isTestable: Bool, line: Int) {
        self.module = module
        self.isTestable = isTestable
        self.line = line
    }
}

/// Formatting habits seen in a file, for convention inference.
public struct StyleFacts: Sendable, Hashable, Codable {
    /// Lines whose indentation starts with a tab.
    package var tabIndentedLines: Int
    /// The indentation step of space-indented code (2, 3, 4, 8…): the most common positive difference
    /// between the indentation of consecutive non-blank lines; nil when no line is indented with spaces.
    package var spaceIndentWidth: Int?
    package var spaceIndentedLines: Int
    /// The comment block before the first token, verbatim (`//  Workout.swift\n//  App`), if any.
    package var headerComment: String?
    /// Texts of `// MARK:` comments in order (`- UserRepositoryProtocol`, `Private Properties`).
    package var markComments: [String]

    package init(tabIndentedLines: Int = 0, spaceIndentWidth: Int? = nil, spaceIndentedLines: Int = 0, headerComment: String? = nil, markComments: [String] = []) {
        self.tabIndentedLines = tabIndentedLines
        self.spaceIndentWidth = spaceIndentWidth
        self.spaceIndentedLines = spaceIndentedLines
        self.headerComment = headerComment
        self.markComments = markComments
    }
}

public struct Declaration: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case `struct`, `class`, `enum`, `protocol`, actor, `extension`, function, `typealias`, macro
    }

    package var kind: Kind
    /// Qualified for nested types (`Outer.Inner`); for an extension, the extended type as written.
    public var name: String
    /// Explicit modifier (`public`, `private`, `package`, `open`, `fileprivate`, `internal`) or nil.
    package var accessLevel: String?
    package var isFinal: Bool
    /// Attribute names without `@` and arguments: `Model`, `MainActor`, `Observable`, `Suite`.
    public var attributes: [String]
    /// Inheritance clause entries as written: `Identifiable`, `@unchecked Sendable`, `UserRepositoryProtocol`.
    public var inheritedTypes: [String]
    /// Text of the `where` clause or generic parameters is not kept; only whether there are any.
    package var isGeneric: Bool
    /// Members in source order. Protocol requirements are members too. For a top-level function or a
    /// macro, one `.method` member carries the signature (parameters, effects, return type).
    public var members: [Member]
    /// The `// MARK:` text directly above the declaration, if any (`- UserRepositoryProtocol`).
    package var precedingMark: String?
    package var docComment: String?
    public var line: Int
    package var column: Int
    /// Last line of the declaration (for body-length checks and edits).
    package var endLine: Int
    /// For a `typealias`, the aliased type as written (`UUID` in `typealias UserID = UUID`).
    package var aliasedType: String?

    package init(
        kind: Kind, name: String, accessLevel: String? = nil, isFinal: Bool = false, attributes: [String] = [],
        inheritedTypes: [String] = [], isGeneric: Bool = false, members: [Member] = [], precedingMark: String? = nil,
        docComment: String? = nil, line: Int, column: Int, endLine: Int, aliasedType: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.accessLevel = accessLevel
        self.isFinal = isFinal
        self.attributes = attributes
        self.inheritedTypes = inheritedTypes
        self.isGeneric = isGeneric
        self.members = members
        self.precedingMark = precedingMark
        self.docComment = docComment
        self.line = line
        self.column = column
        self.endLine = endLine
        self.aliasedType = aliasedType
    }
}

public struct Member: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case property, method, initializer, enumCase, `subscript`, associatedType
    }

    package var kind: Kind
    package var name: String
    package var isStatic: Bool
    /// `var` (true) or `let` (false) for properties; `mutating` for methods.
    package var isMutable: Bool
    /// Property type, or method/subscript return type, as written (`[Workout]?`).
    package var type: String?
    public var parameters: [MemberParameter]
    package var isAsync: Bool
    /// `throws`, `throws(WorkoutsError)`, `rethrows`, or nil.
    package var throwsClause: String?
    package var accessLevel: String?
    public var attributes: [String]
    /// Property with an initial value (`= []`), or a computed property (`{ … }`).
    package var hasInitializer: Bool
    package var isComputed: Bool
    /// For enum cases: raw value as written, and associated value types.
    package var rawValue: String?
    package var line: Int
    /// Number of lines of the body (methods/initializers), for size rules.
    package var bodyLineCount: Int?
    /// Accessor keywords in order (`get`, `set`, `willSet`, `didSet`, `_modify`…); `get` alone for a
    /// `{ … }` getter; empty for plain stored properties. For protocol requirements, `get` or `get`+`set`.
    public var accessors: [String]
    /// The `// MARK:` text directly above the member, if any.
    package var precedingMark: String?
    /// `///` or `/** */` text directly above the member, if any.
    package var docComment: String?

    package init(
        kind: Kind, name: String, isStatic: Bool = false, isMutable: Bool = false, type: String? = nil,
        parameters: [MemberParameter] = [], isAsync: Bool = false, throwsClause: String? = nil, accessLevel: String? = nil,
        attributes: [String] = [], hasInitializer: Bool = false, isComputed: Bool = false, rawValue: String? = nil,
        line: Int, bodyLineCount: Int? = nil, accessors: [String] = [], precedingMark: String? = nil, docComment: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.isStatic = isStatic
        self.isMutable = isMutable
        self.type = type
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.accessLevel = accessLevel
        self.attributes = attributes
        self.hasInitializer = hasInitializer
        self.isComputed = isComputed
        self.rawValue = rawValue
        self.line = line
        self.bodyLineCount = bodyLineCount
        self.accessors = accessors
        self.precedingMark = precedingMark
        self.docComment = docComment
    }
}

public struct MemberParameter: Sendable, Hashable, Codable {
    /// External label; `_` when suppressed; equals `name` when written once.
    package var label: String
    package var name: String
    package var type: String
    package var hasDefault: Bool

    package init(label: String, name: String, type: String, hasDefault: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.hasDefault = hasDefault
    }
}
