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

    /// A use case whose rule is not written yet throws `notDone`; its test must neither fail while the
    /// stub stands nor once the rule is written. Swift Testing records the stub's error as a known
    /// issue (shown as such in every run, so the unwritten rule stays visible) and fails on any other
    /// error; XCTest skips with the reason. Once the rule is written, the test checks that `execute`
    /// succeeds on the sample input, and the author adds tests of the rule beside it.
    /// - Parameters:
    ///   - errorType: the type of `notDone`, which must be `Equatable`.
    ///   - call: the `try await sut.execute(…)` call, `_ = ` in front when it returns a value.
    func pendingRule(_ reason: String, errorType: String, notDone: String, call: String) -> [String] {
        let reason = SwiftLiteral.string(reason)
        switch framework {
        case .swiftTesting:
            return [
                "try await withKnownIssue(\(reason), isIntermittent: true) {",
                "    \(call)",
                "} matching: { issue in",
                "    (issue.error as? \(errorType)) == \(notDone)",
                "}",
            ]
        case .xctest:
            return [
                "do {",
                "    \(call)",
                "} catch let error as \(errorType) where error == \(notDone) {",
                "    throw XCTSkip(\(reason))",
                "}",
            ]
        }
    }

    /// `savesTheWorkout` for Swift Testing, `testSavesTheWorkout` for XCTest.
    func functionName(_ camel: String) -> String {
        framework == .swiftTesting ? camel : "test" + Naming.upperFirst(camel)
    }
}
