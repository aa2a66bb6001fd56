import StrataIndex
import StrataModel

/// Test doubles and tests: mock names, `@MainActor init() {}`, mock factory file names, test framework.
enum MockInference {
    static func evidence(_ facts: InferenceFacts) -> [FieldEvidence] {
        var name = FieldEvidence(
            "mockName", noun: "mocks", phrase: Phrases.name,
            read: { $0.mockName }, write: { $0.mockName = $1 }
        )
        var mainActorInit = FieldEvidence(
            "mockMainActorInit", noun: "mocks",
            phrase: Phrases.flag(yes: "have a `@MainActor init()`", no: "have no `@MainActor` init"),
            read: { FieldValue.bool($0.mockMainActorInit) }, write: { $0.mockMainActorInit = $1 == "true" }
        )
        var factoryFile = FieldEvidence(
            "mockFactoryFileName", noun: "mock factory files", phrase: Phrases.named,
            read: { $0.mockFactoryFileName }, write: { $0.mockFactoryFileName = $1 }
        )
        var framework = FieldEvidence(
            "testFramework", noun: "test files",
            phrase: { $0 == TestFramework.xctest.rawValue ? "use XCTest" : "use Swift Testing" },
            read: { $0.testFramework.rawValue }, write: { $0.testFramework = TestFramework(rawValue: $1) ?? $0.testFramework }
        )

        for mock in facts.model.types(.mock) where mock.kind != .extension && !mock.name.contains(".") {
            let location = facts.location(mock)
            if let pattern = namePattern(mock, protocol: facts.mockedProtocol(of: mock)) {
                name.add(pattern, at: location)
            }
            if mock.kind == .class || mock.kind == .actor {
                let inits = (facts.declaration(of: mock)?.members ?? []) + (facts.extensions[mock.name] ?? []).flatMap(\.declaration.members)
                let mainActor = inits.contains { $0.kind == .initializer && $0.attributes.contains("MainActor") }
                mainActorInit.add(FieldValue.bool(mainActor), at: location)
            }
        }

        var factoriesByFile: [String: [(name: String, file: String, line: Int)]] = [:]
        var fileOrder: [String] = []
        for factory in facts.mockFactories {
            if factoriesByFile[factory.file] == nil { fileOrder.append(factory.file) }
            factoriesByFile[factory.file, default: []].append(factory)
        }
        for file in fileOrder {
            guard let factories = factoriesByFile[file], let first = factories.first else { continue }
            let fileName = String(file.split(separator: "/").last ?? "")
            let base = fileName.droppingSuffix(".swift") ?? fileName
            let names = factories.map(\.name).sorted { $0.count > $1.count }
            let location = facts.location(first.file, line: first.line)
            if let subject = names.first(where: { base.contains($0) }), let pattern = base.replacingFirst(subject, with: "{name}") {
                factoryFile.add(pattern, at: location)
            } else {
                factoryFile.add("are shared files, not one per type", at: location, expressible: false, example: "`\(fileName)`")
            }
        }

        // Every test file importing a test framework; helpers that import neither say nothing.
        for file in facts.model.files where file.isTest {
            if file.imports.contains("Testing") {
                framework.add(TestFramework.swiftTesting.rawValue, at: facts.location(file.path, line: 1))
            } else if file.imports.contains("XCTest") {
                framework.add(TestFramework.xctest.rawValue, at: facts.location(file.path, line: 1))
            }
        }
        return [name, mainActorInit, factoryFile, framework]
    }

    /// `MockUserRepository` for `UserRepositoryProtocol` → `Mock{name}`: the generator names a mock
    /// after its protocol without a `Contract`/`Protocol` suffix.
    static func namePattern(_ mock: ClassifiedType, protocol proto: ClassifiedType?) -> String? {
        if let proto {
            var base = proto.name
            for suffix in ["Contract", "Protocol"] {
                if let shorter = base.droppingSuffix(suffix) {
                    base = shorter
                    break
                }
            }
            if mock.name != base, let pattern = mock.name.replacingFirst(base, with: "{name}") { return pattern }
            if mock.name != proto.name, let pattern = mock.name.replacingFirst(proto.name, with: "{name}") { return pattern }
        }
        for word in RoleRules.testDoubleWords {
            if Naming.hasWordPrefix(mock.name, word), mock.name != word { return word + "{name}" }
            if mock.name.droppingSuffix(word) != nil { return "{name}" + word }
        }
        return nil
    }
}
