import StrataIndex
import Testing

@testable import StrataMock

/// Neutral values for results and properties, and failures for typed throws.
@Suite("Default and failure values")
struct ValueTests {
    @Test(arguments: [
        ("Int", "0"), ("Swift.Double", "0"), ("Bool", "false"), ("String", "\"\""), ("User?", "nil"), ("[User]", "[]"),
        ("[String: [Int]]", "[:]"), ("Set<Int>", "[]"), ("Dictionary<String, Int>", "[:]"), ("Data", "Data()"),
    ])
    func neutralValues(type: String, value: String) {
        #expect(DefaultValues.value(for: TypeText(written: type, isOptional: type.hasSuffix("?"))) == value)
    }

    @Test func typesWithoutANeutralValue() {
        for type in ["User", "URL", "UUID", "(Int, Int)", "() -> Void"] {
            #expect(DefaultValues.value(for: TypeText(written: type)) == nil, "\(type)")
        }
    }

    @Test func failuresComeFromTheProjectsErrorTypes() {
        let source = """
            enum Plain: Error { case broken(Int), gone }
            enum Defaulted: Error { case loadFailed(reason: String = ""), other(Int) }
            enum Impossible: Error { case code(Int) }
            struct Empty: Error {}
            struct Needs: Error { var status: Int }
            struct Initialised: Error { var status: Int; init(status: Int = 500) { self.status = status } }
            """
        let index = SourceIndex(root: "/p", files: [Indexer.summarize(source: source, path: "E.swift")], targets: [], problems: [])
        let failures = FailureValues(index: index)
        #expect(failures.value(for: "Plain") == ".gone")
        #expect(failures.value(for: "Module.Defaulted") == ".loadFailed()")
        #expect(failures.value(for: "Impossible") == nil)
        #expect(failures.value(for: "Empty") == "Empty()")
        #expect(failures.value(for: "Needs") == nil)
        #expect(failures.value(for: "Initialised") == "Initialised()")
        #expect(failures.value(for: "Unknown") == nil)
    }
}
