import StrataModel

/// Assertion spelling for the configured test framework, so test plans are written once.
struct TestDialect: Sendable {
    let framework: TestFramework

    func equal(_ actual: String, _ expected: String) -> String {
        framework == .swiftTesting ? "#expect(\(actual) == \(expected))" : "XCTAssertEqual(\(actual), \(expected))"
    }

    func isTrue(_ condition: String) -> String {
        framework == .swiftTesting ? "#expect(\(condition))" : "XCTAssertTrue(\(condition))"
    }

    /// Asserts that `call` throws exactly `error` (an Equatable error value).
    func throwsError(_ error: String, _ call: String) -> [String] {
        switch framework {
        case .swiftTesting:
            return ["await #expect(throws: \(error)) {", "    \(call)", "}"]
        case .xctest:
            return ["await assertThrows(\(error)) {", "    \(call)", "}"]
        }
    }

    /// `savesTheWorkout` for Swift Testing, `testSavesTheWorkout` for XCTest.
    func functionName(_ camel: String) -> String {
        framework == .swiftTesting ? camel : "test" + Naming.upperFirst(camel)
    }
}
