import SwiftParser
import SwiftSyntax
import Testing

@testable import StrataRewrite

/// The body of a witness `add usecase` writes for a requirement that neither throws nor returns
/// a value to fail with: nothing, or `return nil`; nil when a value would have to be made up.
@Suite("add usecase: witnesses that need no made-up value")
struct NeutralWitnessTests {
    private func requirement(_ text: String) throws -> FunctionDeclSyntax {
        let file = Parser.parse(source: "protocol P {\n    \(text)\n}\n")
        return try #require(file.statements.first?.item.as(ProtocolDeclSyntax.self)?.memberBlock.members.first?.decl.as(FunctionDeclSyntax.self))
    }

    @Test("no result, Void or () → an empty body", arguments: ["func reset() async", "func reset() -> Void", "func reset() -> ()"])
    func nothingReturned(_ text: String) throws {
        #expect(ConformerCompletion.neutralResult(of: try requirement(text)) == "")
    }

    @Test("an optional result → return nil", arguments: ["func stage(id: String) async -> Stage?", "func stage() -> Stage!"])
    func optionalReturned(_ text: String) throws {
        #expect(ConformerCompletion.neutralResult(of: try requirement(text)) == "return nil")
    }

    @Test("any other result has no neutral value", arguments: ["func stages() async -> [Stage]", "func count() -> Int"])
    func valueReturned(_ text: String) throws {
        #expect(ConformerCompletion.neutralResult(of: try requirement(text)) == nil)
    }
}
