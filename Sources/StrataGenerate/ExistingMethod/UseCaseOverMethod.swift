/// A use case that calls a repository method the project already has: everything the writer needs,
/// read from the project's own code (names, labels, types, folders, indentation), so nothing is
/// derived from a naming convention the project may not follow.
public struct UseCaseOverMethod: Sendable, Hashable {
    /// One parameter of the repository method, as declared.
    public struct Argument: Sendable, Hashable {
        /// External label; `_` when suppressed.
        public var label: String
        public var name: String
        /// The type as written in the protocol.
        public var type: String
        /// The project's cache-policy parameter: filled with `cachePolicy`, not taken by `execute`.
        public var isCachePolicy: Bool

        public init(label: String, name: String, type: String, isCachePolicy: Bool = false) {
            self.label = label
            self.name = name
            self.type = type
            self.isCachePolicy = isCachePolicy
        }
    }

    /// The repository requirement the use case calls.
    public struct Method: Sendable, Hashable {
        public var name: String
        public var arguments: [Argument]
        /// nil for `Void`.
        public var returns: String?
        public var isAsync: Bool
        /// `throws`, `throws(EpisodeError)`, or nil.
        public var throwsClause: String?

        public init(name: String, arguments: [Argument], returns: String?, isAsync: Bool, throwsClause: String?) {
            self.name = name
            self.arguments = arguments
            self.returns = returns
            self.isAsync = isAsync
            self.throwsClause = throwsClause
        }

        /// The arguments `execute` takes: all but the cache policy.
        public var executeArguments: [Argument] { arguments.filter { !$0.isCachePolicy } }
    }

    /// What the project's existing repository mock offers the new tests: its members are reused,
    /// never redeclared.
    public struct RepositoryMock: Sendable, Hashable {
        public var typeName: String
        /// The stubbed `Result` the method returns (`result`, `charactersResult`).
        public var resultProperty: String?
        public var callCountProperty: String?
        /// Argument name → the property recording it (`characterIdentifier` → `lastRequestedCharacterIdentifier`).
        public var recordedArguments: [String: String]
        /// The property recording the cache policy, when the mock keeps it.
        public var cachePolicyProperty: String?
        /// Its initializer is `@MainActor`: the tests calling it run on the main actor.
        public var initIsMainActor: Bool

        public init(
            typeName: String, resultProperty: String?, callCountProperty: String?, recordedArguments: [String: String],
            cachePolicyProperty: String?, initIsMainActor: Bool
        ) {
            self.typeName = typeName
            self.resultProperty = resultProperty
            self.callCountProperty = callCountProperty
            self.recordedArguments = recordedArguments
            self.cachePolicyProperty = cachePolicyProperty
            self.initIsMainActor = initIsMainActor
        }
    }

    /// The project's way of writing a use case, read from the use cases it has.
    public struct Style: Sendable, Hashable {
        /// One indentation step: a tab, or spaces.
        public var indent: String
        /// `public ` when the project's use cases are public, else empty.
        public var access: String
        /// The contract refines `Sendable`.
        public var contractRefinesSendable: Bool
        /// The implementation is a `struct` (else a `final class`).
        public var implementationIsStruct: Bool
        /// Mocks declare `@MainActor init() {}`.
        public var mockMainActorInit: Bool
        /// Tests use Swift Testing (else XCTest).
        public var swiftTesting: Bool
        /// Blank line between plain imports and `@testable import`.
        public var blankLineBeforeTestableImport: Bool

        public init(
            indent: String = "    ", access: String = "", contractRefinesSendable: Bool = true, implementationIsStruct: Bool = true,
            mockMainActorInit: Bool = false, swiftTesting: Bool = true, blankLineBeforeTestableImport: Bool = false
        ) {
            self.indent = indent
            self.access = access
            self.contractRefinesSendable = contractRefinesSendable
            self.implementationIsStruct = implementationIsStruct
            self.mockMainActorInit = mockMainActorInit
            self.swiftTesting = swiftTesting
            self.blankLineBeforeTestableImport = blankLineBeforeTestableImport
        }
    }

    /// `GetCharacterEpisodes`.
    public var name: String
    /// The implementation's type (`GetCharacterEpisodesUseCase`, `GetMeUseCaseImpl`).
    public var typeName: String
    /// The protocol `execute` is declared in (`…UseCaseContract`); nil when the project writes none.
    public var contractName: String?
    public var mockName: String?
    public var testsName: String?
    /// The repository protocol's name as the project writes it.
    public var repositoryType: String
    /// The stored property holding it (`repository`, `linkRepository`).
    public var repositoryProperty: String
    public var method: Method
    /// The case passed for the cache policy (`localFirst`, `remoteFirst`).
    public var cachePolicyCase: String?
    /// The repository's error type, for the mock's `Result` and the tests.
    public var errorType: String?
    /// A failure value of the error type (`.loadFailed()`), for the mock's default and the tests.
    public var failureValue: String?
    /// The error type is `Equatable`: tests expect the very error.
    public var errorIsEquatable: Bool
    /// A value of the return type the tests can build (`.stub()`), when the project has a factory.
    public var sampleValue: String?
    public var returnIsEquatable: Bool
    /// Sample arguments per parameter name (`1`, `"query"`).
    public var sampleArguments: [String: String]
    /// The module tests `@testable import`; nil when the project does not import its module in tests.
    public var testableModule: String?
    /// Modules the use case's file needs (the repository file's imports).
    public var imports: [String]
    public var useCasePath: String
    /// Where the contract goes when the project declares it in a file of its own
    /// (`FetchMovieDetailsUseCase.swift` beside `DefaultFetchMovieDetailsUseCase.swift`); nil puts it
    /// above the implementation.
    public var contractPath: String?
    public var mockPath: String?
    public var testsPath: String?
    public var repositoryMock: RepositoryMock?
    public var style: Style

    public init(
        name: String, typeName: String, contractName: String?, mockName: String?, testsName: String?, repositoryType: String,
        repositoryProperty: String, method: Method, cachePolicyCase: String?, errorType: String?, failureValue: String?,
        errorIsEquatable: Bool, sampleValue: String?, returnIsEquatable: Bool, sampleArguments: [String: String], testableModule: String?,
        imports: [String], useCasePath: String, mockPath: String?, testsPath: String?, repositoryMock: RepositoryMock?, style: Style
    ) {
        self.name = name
        self.typeName = typeName
        self.contractName = contractName
        self.mockName = mockName
        self.testsName = testsName
        self.repositoryType = repositoryType
        self.repositoryProperty = repositoryProperty
        self.method = method
        self.cachePolicyCase = cachePolicyCase
        self.errorType = errorType
        self.failureValue = failureValue
        self.errorIsEquatable = errorIsEquatable
        self.sampleValue = sampleValue
        self.returnIsEquatable = returnIsEquatable
        self.sampleArguments = sampleArguments
        self.testableModule = testableModule
        self.imports = imports
        self.useCasePath = useCasePath
        self.mockPath = mockPath
        self.testsPath = testsPath
        self.repositoryMock = repositoryMock
        self.style = style
    }
}
