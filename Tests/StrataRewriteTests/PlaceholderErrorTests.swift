import Foundation
import StrataAnalysis
import StrataIndex
import StrataMock
import SwiftParser
import SwiftSyntax
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// The error a placeholder repository witness throws until a person writes its body.
@Suite("Placeholder witness errors")
struct PlaceholderErrorTests {
    static func requirement(_ text: String) throws -> FunctionDeclSyntax {
        try #require(Parser.parse(source: text).statements.first?.item.as(FunctionDeclSyntax.self))
    }

    @Test("an `unknown`-like case is preferred; untyped throws use the feature's error; nothing for a requirement that cannot throw")
    func choices() async throws {
        var options = IndexOptions()
        options.cacheDirectory = nil
        let index = try await Indexer(options: options).index(root: RewriteFixtures.url("popcorn"))
        let placeholder = PlaceholderError(types: ProjectTypes(index: index, model: Classifier().classify(index)), failures: FailureValues(index: index))
        // MovieRepositoryError declares notFound, unauthorised, unknown: not the first, the neutral one.
        #expect(placeholder.value(for: try Self.requirement("func a() async throws(MovieRepositoryError) -> Int"), untypedErrorType: nil) == ".unknown")
        #expect(placeholder.value(for: try Self.requirement("func a() async throws -> Int"), untypedErrorType: "MovieRepositoryError") == "MovieRepositoryError.unknown")
        #expect(placeholder.value(for: try Self.requirement("func a() async throws -> Int"), untypedErrorType: nil) == nil)
        #expect(placeholder.value(for: try Self.requirement("func a() async -> Int"), untypedErrorType: "MovieRepositoryError") == nil)
    }
}
