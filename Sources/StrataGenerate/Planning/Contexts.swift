// Values handed to templates. Keep them flat and non-optional: in Mustache a nil value in a nested
// section falls back to the parent's key of the same name, so optional text is modelled as `[String]`
// (zero or more lines) and every key name is unique along a template's nesting.

struct EntityContext: Sendable, Encodable {
    struct PropertyLine: Sendable, Encodable {
        var propertyDocLines: [String]
        var declaration: String
        var name: String
    }
    struct InitParameter: Sendable, Encodable {
        var text: String
        var comma: String
    }
    var access: String
    var name: String
    /// `: Identifiable, Equatable`, or empty for an entity that conforms to nothing.
    var inheritance: String
    var docLines: [String]
    var properties: [PropertyLine]
    var initParameters: [InitParameter]
}

struct EnumContext: Sendable, Encodable {
    struct Case: Sendable, Encodable {
        var caseDocLines: [String]
        var declaration: String
    }
    var access: String
    var name: String
    var conformances: String
    var docLines: [String]
    var cases: [Case]
}

struct RepositoryContext: Sendable, Encodable {
    struct Method: Sendable, Encodable {
        var methodDocLines: [String]
        var signature: String
    }
    var access: String
    var name: String
    var refinement: String
    var docLines: [String]
    var methods: [Method]
}

struct ErrorContext: Sendable, Encodable {
    struct Case: Sendable, Encodable {
        var caseDocLines: [String]
        var declaration: String
    }
    var access: String
    var name: String
    var docLines: [String]
    var cases: [Case]
}

struct CachePolicyContext: Sendable, Encodable {
    var access: String
}

/// Shared by use cases and the DI container: a stored dependency.
struct Dependency: Sendable, Encodable {
    var dependencyName: String
    var dependencyType: String
    var comma: String
}

struct UseCaseContext: Sendable, Encodable {
    var access: String
    var docLines: [String]
    var hasContract: Bool
    var contractName: String
    var contractRefinesSendable: Bool
    var typeKeyword: String
    var typeName: String
    /// `: Contract` when the conformance is declared on the type itself.
    var inlineConformance: String
    var conformanceInExtension: Bool
    var markComments: Bool
    var dependencies: [Dependency]
    var initParameters: String
    var contractSignature: String
    var executeSignature: String
    var bodyLines: [String]
}

struct DependencyContainerContext: Sendable, Encodable {
    struct Factory: Sendable, Encodable {
        var factoryDocLines: [String]
        var factoryName: String
        var factoryParameters: String
        var returnType: String
        var expression: String
    }
    var access: String
    var name: String
    /// `extension AppContainer` in the app's own container, rather than a container of its own.
    var isExtension: Bool
    var docLines: [String]
    var dependencies: [Dependency]
    var factories: [Factory]
}

/// A method of a mock, with its whole body computed.
struct MockMethod: Sendable, Encodable {
    var signature: String
    var methodBodyLines: [String]
}

struct RepositoryMockContext: Sendable, Encodable {
    var module: String
    var name: String
    var protocolName: String
    var sendableConformance: String
    var storeDeclaration: String
    var errorDeclaration: String
    var stubs: [String]
    var tracking: [String]
    var mainActorInit: Bool
    var methods: [MockMethod]
}

struct UseCaseMockContext: Sendable, Encodable {
    var module: String
    var name: String
    var contractName: String
    var resultDeclaration: String
    var tracking: [String]
    var mainActorInit: Bool
    var executeSignature: String
    var executeBodyLines: [String]
}

struct MockFactoryContext: Sendable, Encodable {
    struct Parameter: Sendable, Encodable {
        var text: String
        var comma: String
    }
    var module: String
    var typeName: String
    var access: String
    var parameters: [Parameter]
    var arguments: [Parameter]
}

struct TestSuiteContext: Sendable, Encodable {
    struct TestCase: Sendable, Encodable {
        var first: Bool
        var title: String
        var functionName: String
        var testBodyLines: [String]
    }
    var module: String
    var name: String
    var subject: String
    var mainActor: Bool
    var tests: [TestCase]
    /// `#if canImport(SwiftData)` for a suite that needs a framework, and its `#endif`; empty otherwise.
    var conditionLines: [String] = []
    var conditionEndLines: [String] = []
}

struct TestSupportContext: Sendable, Encodable {
    var module: String
}

struct PackageManifestContext: Sendable, Encodable {
    struct Target: Sendable, Encodable {
        var name: String
        /// `dependencies: ["MoviesDomain"], ` or nothing.
        var dependenciesArgument: String
        var sourcesPath: String
        var hasTests: Bool
        var testDependencies: String
        var testsPath: String
    }
    var packageName: String
    var targets: [Target]
}
