import StrataAnalysis
import StrataIndex
import StrataModel

/// Hand-made facts for inference tests: like `Facts`, with the details inference reads (access,
/// throws clauses, defaults, attributes, style, `@testable` imports, targets).
enum Code {
    static func file(
        _ path: String, imports: [String] = ["Foundation"], testable: [String] = [], style: StyleFacts = StyleFacts(spaceIndentWidth: 4, spaceIndentedLines: 5),
        _ declarations: Declaration...
    ) -> FileSummary {
        FileSummary(
            path: path, contentHash: "test", lineCount: 20,
            imports: imports.map { ImportFact(module: $0, isTestable: false, line: 1) } + testable.map { ImportFact(module: $0, isTestable: true, line: 2) },
            declarations: declarations, syntaxErrorCount: 0, style: style
        )
    }

    static func type(
        _ kind: Declaration.Kind, _ name: String, access: String? = nil, final: Bool = false, inherits: [String] = [],
        attributes: [String] = [], members: [Member] = [], line: Int = 3
    ) -> Declaration {
        Declaration(
            kind: kind, name: name, accessLevel: access, isFinal: final, attributes: attributes, inheritedTypes: inherits,
            members: members, line: line, column: 1, endLine: line + 10
        )
    }

    static func property(_ name: String, _ type: String, mutable: Bool = false, access: String? = nil) -> Member {
        Member(kind: .property, name: name, isMutable: mutable, type: type, accessLevel: access, line: 4)
    }

    /// Parameters as `label name: Type` triples; `(label, type)` pairs use the label as the name.
    static func method(
        _ name: String, _ parameters: [(String, String)] = [], returns: String? = nil, throwing: String? = "throws", line: Int = 5
    ) -> Member {
        Member(
            kind: .method, name: name, type: returns,
            parameters: parameters.map { MemberParameter(label: $0.0, name: $0.0 == "_" ? "value" : $0.0, type: $0.1) },
            isAsync: true, throwsClause: throwing, line: line
        )
    }

    static func staticMethod(_ name: String, returns: String) -> Member {
        Member(kind: .method, name: name, isStatic: true, type: returns, line: 5)
    }

    /// Parameters as `(name, type, hasDefault)`.
    static func initializer(_ parameters: [(String, String, Bool)] = [], attributes: [String] = []) -> Member {
        Member(
            kind: .initializer, name: "init",
            parameters: parameters.map { MemberParameter(label: $0.0, name: $0.0, type: $0.1, hasDefault: $0.2) },
            attributes: attributes, line: 6
        )
    }

    static func index(_ files: [FileSummary], targets: [PackageTarget] = []) -> SourceIndex {
        SourceIndex(root: "/project", files: files, targets: targets, problems: [])
    }

    static func infer(_ files: [FileSummary], targets: [PackageTarget] = []) -> InferredConventions {
        let index = index(files, targets: targets)
        return ConventionInference.infer(Classifier().classify(index), index: index)
    }

    static func target(_ name: String, _ path: String, test: Bool = false) -> PackageTarget {
        PackageTarget(name: name, kind: test ? .test : .regular, path: path, dependencies: [], manifest: "Package.swift")
    }
}

/// Small codebases in known styles.
enum Codebases {
    /// One feature in the contract style (the contract preset): `Features/<Feature>/Sources|Tests`, modules `Shop<Feature>`.
    static func contractFeature(_ feature: String, entity: String) -> (files: [FileSummary], targets: [PackageTarget]) {
        let root = "Features/\(feature)/Sources"
        let tests = "Features/\(feature)/Tests"
        let error = "\(feature)Error"
        let typed = "throws(\(error))"
        let files = [
            Code.file(
                "\(root)/Domain/Models/\(entity).swift", style: StyleFacts(tabIndentedLines: 6),
                Code.type(
                    .struct, entity, inherits: ["Identifiable", "Equatable", "Sendable"],
                    members: [
                        Code.property("id", "Int"), Code.property("name", "String"),
                    ])),
            Code.file(
                "\(root)/Domain/Repositories/\(entity)RepositoryContract.swift", style: StyleFacts(tabIndentedLines: 6),
                Code.type(
                    .protocol, "\(entity)RepositoryContract", inherits: ["Sendable"],
                    members: [
                        Code.method("get\(entity)", [("identifier", "Int"), ("cachePolicy", "CachePolicy")], returns: entity, throwing: typed),
                        Code.method("getAll\(entity)s", returns: "[\(entity)]", throwing: typed),
                        Code.method("save\(entity)", [("_", entity)], throwing: typed),
                        Code.method("delete\(entity)", [("identifier", "Int")], throwing: typed),
                    ])),
            Code.file(
                "\(root)/Domain/UseCases/Get\(entity)UseCase.swift", style: StyleFacts(tabIndentedLines: 6),
                Code.type(
                    .protocol, "Get\(entity)UseCaseContract", inherits: ["Sendable"],
                    members: [
                        Code.method("execute", [("identifier", "Int")], returns: entity, throwing: typed)
                    ]),
                Code.type(
                    .struct, "Get\(entity)UseCase", inherits: ["Get\(entity)UseCaseContract"],
                    members: [
                        Code.property("repository", "\(entity)RepositoryContract"),
                        Code.method("execute", [("identifier", "Int")], returns: entity, throwing: typed),
                    ], line: 7)),
            Code.file(
                "\(root)/Domain/Errors/\(error).swift", style: StyleFacts(tabIndentedLines: 6),
                Code.type(.enum, error, inherits: ["Error", "Equatable"])),
            Code.file(
                "\(tests)/Shared/Mocks/Get\(entity)UseCaseMock.swift", imports: ["Foundation"], testable: ["Shop\(feature)"], style: StyleFacts(tabIndentedLines: 6),
                Code.type(
                    .class, "Get\(entity)UseCaseMock", final: true, inherits: ["Get\(entity)UseCaseContract", "@unchecked Sendable"],
                    members: [
                        Code.initializer(attributes: ["MainActor"])
                    ])),
            Code.file(
                "\(tests)/Shared/Mocks/\(entity)RepositoryMock.swift", imports: ["Foundation"], testable: ["Shop\(feature)"], style: StyleFacts(tabIndentedLines: 6),
                Code.type(
                    .class, "\(entity)RepositoryMock", final: true, inherits: ["\(entity)RepositoryContract", "@unchecked Sendable"],
                    members: [
                        Code.initializer(attributes: ["MainActor"])
                    ])),
            Code.file(
                "\(tests)/Shared/Mocks/Models/\(entity)+Mock.swift", testable: ["Shop\(feature)"], style: StyleFacts(tabIndentedLines: 6),
                Code.type(.extension, entity, members: [Code.staticMethod("mock", returns: entity)])),
            Code.file(
                "\(tests)/Unit/Domain/UseCases/Get\(entity)UseCaseTests.swift", imports: ["Testing"], testable: ["Shop\(feature)"], style: StyleFacts(tabIndentedLines: 6),
                Code.type(.struct, "Get\(entity)UseCaseTests", attributes: ["Suite"])),
        ]
        let targets = [Code.target("Shop\(feature)", root), Code.target("Shop\(feature)Tests", tests, test: true)]
        return (files, targets)
    }

    static var contract: (files: [FileSummary], targets: [PackageTarget]) {
        let orders = contractFeature("Orders", entity: "Order")
        let catalog = contractFeature("Catalog", entity: "Product")
        return (orders.files + catalog.files, orders.targets + catalog.targets)
    }
}
