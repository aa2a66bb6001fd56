/// A use case that calls a repository method the project already has: everything the writer needs,
/// read from the project's own code (names, labels, types, folders, indentation), so nothing is
/// derived from a naming convention the project may not follow.
package struct UseCaseOverMethod: Sendable, Hashable {
    /// One parameter of the repository method, as declared.
    package struct Argument: Sendable, Hashable {
        /// External label; `_` when suppressed.
        package var label: String
        package var name: String
        /// The type as written in the protocol.
        package var type: String
        /// The project's cache-policy parameter: filled with `cachePolicy`, not taken by `execute`.
        package var isCachePolicy: Bool

        package init(label: String, name: String, type: String, isCachePolicy: Bool = false) {
            self.label = label
            self.name = name
            self.type = type
            self.isCachePolicy = isCachePolicy
        }
    }

    /// The repository requirement the use case calls.
    package struct Method: Sendable, Hashable {
        package var name: String
        package var arguments: [Argument]
        /// nil for `Void`.
        package var returns: String?
        package var isAsync: Bool
        /// `throws`, `throws(EpisodeError)`, or nil.
        package var throwsClause: String?

        package init(name: String, arguments: [Argument], returns: String?, isAsync: Bool, throwsClause: String?) {
            self.name = name
            self.arguments = arguments
            self.returns = returns
            self.isAsync = isAsync
            self.throwsClause = throwsClause
        }

        /// The arguments `execute` takes: all but the cache policy.
        package var executeArguments: [Argument] { arguments.filter { !$0.isCachePolicy } }
    }

    /// What the project's existing repository mock offers the new tests: its members are reused,
    /// never redeclared.
    package struct RepositoryMock: Sendable, Hashable {
        package var typeName: String
        /// The stubbed `Result` the method returns (`result`, `charactersResult`).
        package var resultProperty: String?
        package var callCountProperty: String?
        /// Argument name → the property recording it (`characterIdentifier` → `lastRequestedCharacterIdentifier`).
        package var recordedArguments: [String: String]
        /// The property recording the cache policy, when the mock keeps it.
        package var cachePolicyProperty: String?
        /// Its initializer is `@MainActor`: the tests calling it run on the main actor.
        package var initIsMainActor: Bool

        package init(
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
    package struct Style: Sendable, Hashable {
        /// One indentation step: a tab, or spaces.
        package var indent: String
        /// `public ` when the project's use cases are public, else empty.
        package var access: String
        /// The contract refines `Sendable`.
        package var contractRefinesSendable: Bool
        /// The implementation is a `struct` (else a `final class`).
        package var implementationIsStruct: Bool
        /// Mocks declare `@MainActor init() {}`.
        package var mockMainActorInit: Bool
        /// Tests use Swift Testing (else XCTest).
        package var swiftTesting: Bool
        /// Blank line between plain imports and `@testable import`.
        package var blankLineBeforeTestableImport: Bool

        package init(
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
    package var name: String
    /// The implementation's type (`GetCharacterEpisodesUseCase`, `GetMeUseCaseImpl`).
    package var typeName: String
    /// The protocol `execute` is declared in (`…UseCaseContract`); nil when the project writes none.
    package var contractName: String?
    package var mockName: String?
    package var testsName: String?
    /// The repository protocol's name as the project writes it.
    package var repositoryType: String
    /// The stored property holding it (`repository`, `linkRepository`).
    package var repositoryProperty: String
    package var method: Method
    /// The case passed for the cache policy (`localFirst`, `remoteFirst`).
    package var cachePolicyCase: String?
    /// The repository's error type, for the mock's `Result` and the tests.
    package var errorType: String?
    /// A failure value of the error type (`.loadFailed()`), for the mock's default and the tests.
    package var failureValue: String?
    /// The error type is `Equatable`: tests expect the very error.
    package var errorIsEquatable: Bool
    /// A value of the return type the tests can build (`.stub()`), when the project has a factory.
    package var sampleValue: String?
    package var returnIsEquatable: Bool
    /// Sample arguments per parameter name (`1`, `"query"`).
    package var sampleArguments: [String: String]
    /// The module tests `@testable import`; nil when the project does not import its module in tests.
    package var testableModule: String?
    /// Modules the use case's file needs (the repository file's imports).
    package var imports: [String]
    package var useCasePath: String
    /// Where the contract goes when the project declares it in a file of its own
    /// (`FetchMovieDetailsUseCase.swift` beside `DefaultFetchMovieDetailsUseCase.swift`); nil puts it
    /// above the implementation.
    package var contractPath: String?
    package var mockPath: String?
    package var testsPath: String?
    package var repositoryMock: RepositoryMock?
    package var style: Style

    package init(
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
