import StrataGenerate
import StrataModel
import Testing

@Suite("Verifier")
struct VerifierTests {
    @Test func syntaxErrorsAreErrorsWithTheirLocation() throws {
        let issues = Verifier().verify("struct A {\n    let x: = 1\n}\n", path: "A.swift")
        let error = try #require(issues.first { $0.severity == .error })
        #expect(error.location?.file == "A.swift")
        #expect(error.location?.line == 2)
        #expect(error.message.hasPrefix("generated code does not parse"))
    }

    @Test func validCodeHasNoIssues() {
        #expect(Verifier().verify("struct A {\n    let x = 1\n}\n", path: "A.swift").isEmpty)
    }

    @Test func longBodiesAreWarnings() {
        var limits = Verifier.Limits()
        limits.functionBodyLines = 2
        let source = "func f() {\n    let a = 1\n    // comment\n\n    let b = 2\n    let c = a + b\n    _ = c\n}\n"
        let issues = Verifier(limits: limits).verify(source, path: "F.swift")
        #expect(issues.count == 1)
        #expect(issues.first?.severity == .warning)
        #expect(issues.first?.message == "function `f` body has 4 lines, over the limit of 2")
    }
}

@Suite("Verifier size limits")
struct VerifierSizeTests {
    @Test func typeBodiesCountCodeLinesBetweenTheirBraces() {
        var limits = Verifier.Limits()
        limits.typeBodyLines = 3
        let source = "struct S {\n    // note\n    let a = 1\n\n    let b = 2\n    func f() {\n        _ = a\n    }\n}\n"
        let issues = Verifier(limits: limits).verify(source, path: "S.swift")
        #expect(issues.map(\.message) == ["struct `S` body has 4 lines, over the limit of 3"])
    }

    @Test func oneLineBodiesCountAsOne() {
        var limits = Verifier.Limits()
        limits.functionBodyLines = 0
        let issues = Verifier(limits: limits).verify("func f() { _ = 1 }\n", path: "F.swift")
        #expect(issues.map(\.message) == ["function `f` body has 1 lines, over the limit of 0"])
    }
}
