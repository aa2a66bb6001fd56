import StrataModel

/// One generated test: its title, function name (before the dialect's prefix) and body.
struct GeneratedTestCase {
    var title: String
    var name: String
    var lines: [String]
}

/// A generated test file of any planner: the suite context and the template of the test framework.
struct GeneratedTestSuite {
    let dialect: TestDialect

    var template: String { dialect.framework == .swiftTesting ? "usecase-tests" : "usecase-tests-xctest" }

    /// - Parameter condition: a compilation condition (`canImport(SwiftData)`) the whole file depends on.
    func context(
        module: String, name: String, subject: String, mainActor: Bool, cases: [GeneratedTestCase], condition: String? = nil
    ) -> TestSuiteContext {
        TestSuiteContext(
            module: module, name: name, subject: subject, mainActor: mainActor,
            tests: cases.enumerated().map { index, test in
                .init(first: index == 0, title: test.title, functionName: dialect.functionName(test.name), testBodyLines: test.lines)
            },
            conditionLines: condition.map { ["#if \($0)"] } ?? [],
            conditionEndLines: condition == nil ? [] : ["#endif"]
        )
    }
}
