import Foundation
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// Every way extending a project's error type is refused: an error at file:line:col with a hint,
/// and nothing planned.
@Suite("Shared error enum: refusals")
struct SharedErrorRefusalTests {
    func issues(_ files: [String: String]) async throws -> [StrataIssue] {
        let root = try RewriteFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let found = await SharedErrorFixtures.issues(in: root)
        #expect(found.allSatisfy { $0.severity == .error && $0.hint != nil }, "\(found)")
        return found
    }

    @Test("the error type is a struct")
    func notAnEnum() async throws {
        let found = try await issues([SharedErrorFixtures.errorPath: "import Foundation\n\nstruct ShopError: Error {\n    let code: Int\n}\n"])
        #expect(found.map { $0.location?.description } == ["Shop/Core/ShopError.swift:3:8"])
        #expect(found.first?.message.contains("`ShopError` is a struct, not an enum") == true)
    }

    @Test("the error type is a typealias")
    func typealiasIsNotAnEnum() async throws {
        let found = try await issues([SharedErrorFixtures.errorPath: "typealias ShopError = NSError\n"])
        #expect(found.map { $0.location?.description } == ["Shop/Core/ShopError.swift:1:11"])
        #expect(found.first?.message.contains("is a typealias") == true)
    }

    @Test("the error type is declared twice: both places are named")
    func declaredTwice() async throws {
        let found = try await issues([
            SharedErrorFixtures.errorPath: "enum ShopError: Error {\n    case notFound\n}\n",
            "Shop/Legacy/Errors.swift": "#if DEBUG\nenum ShopError: Error {\n    case debug\n}\n#endif\n",
        ])
        #expect(found.map { $0.location?.description } == ["Shop/Core/ShopError.swift:1:6", "Shop/Legacy/Errors.swift:2:6"])
        #expect(found.allSatisfy { $0.message.contains("declared 2 times (Shop/Core/ShopError.swift:1:6, Shop/Legacy/Errors.swift:2:6)") })
    }

    @Test("the file declaring it does not parse")
    func doesNotParse() async throws {
        let found = try await issues([SharedErrorFixtures.errorPath: "enum ShopError: Error {\n    case notFound\n    case network(\n}\n"])
        #expect(found.count == 1)
        // Where the compiler reports it too: right after the unclosed `(`.
        #expect(found.first?.location?.description == "Shop/Core/ShopError.swift:3:18")
        #expect(found.first?.message.contains("does not parse") == true)
    }

    @Test("a case of the same name has another shape than the one the feature uses")
    func caseWithAnotherShape() async throws {
        let found = try await issues([SharedErrorFixtures.errorPath: "enum ShopError: Error, Equatable {\n    case notFound\n    case loadFailed(Int)\n}\n"])
        #expect(found.map { $0.location?.description } == ["Shop/Core/ShopError.swift:3:10"])
        #expect(
            found.first?.message.contains("`ShopError.loadFailed` is `loadFailed(Int)` here, but the Loyalty feature's code uses `loadFailed(description: String? = nil)`") == true)
    }

    @Test("an enum with raw values cannot take a case with associated values")
    func rawValues() async throws {
        let found = try await issues([SharedErrorFixtures.errorPath: "enum ShopError: String, Error {\n    case notFound\n}\n"])
        #expect(found.map { $0.location?.description } == ["Shop/Core/ShopError.swift:1:6"])
        #expect(found.first?.message.contains("`String` raw values") == true)
    }
}
