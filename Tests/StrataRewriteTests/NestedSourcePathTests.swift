import Foundation
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// A model whose hand-written initializer reads its values through a property of its parameter
/// (`row.author?.name ?? ""`): the type behind that property is named at file:line:col for a
/// person, and left unchanged (how it is filled is not in the code).
@Suite("add-property: values read through a nested entity")
struct NestedSourcePathTests {
    static let files = [
        "Feed/Domain/Post.swift": """
        struct Post {
            let name: String
            let handle: String
            let body: String

            init(row: PostRow) {
                name = row.author?.name ?? ""
                handle = row.author?.handle ?? ""
                body = row.text
            }
        }

        """,
        "Feed/Data/PostRow.swift": """
        final class PostRow {
            var text = ""
            var author: AuthorRow?
        }

        final class AuthorRow {
            var name = ""
            var handle = ""
        }

        """,
    ]

    @Test("the nested type is named where it is declared; it is not edited")
    func namesTheNestedType() async throws {
        let root = try RewriteFixtures.project(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try await RewriteFixtures.plan(AddPropertyRequest(entities: ["Post"], properties: [try PropertyRequest.parse("avatarUrl:String")]), in: root)
        let named = try #require(plan.unhandled.first { $0.location?.file == "Feed/Data/PostRow.swift" }, "\(plan.unhandled)")
        #expect(named.location?.line == 6)
        #expect(named.message.contains("through `row.author?` (`AuthorRow`)"), "\(named.message)")
        #expect(named.message.contains("`avatarUrl`"))
        #expect(!plan.rewrites.contains { $0.path == "Feed/Data/PostRow.swift" })
        #expect(plan.unhandled.contains { $0.location?.file == "Feed/Domain/Post.swift" && $0.message.contains("hand-written initializer") })
    }

    @Test("an initializer reading its parameter's own fields names nothing else")
    func directReadsNameNothing() async throws {
        var files = Self.files
        files["Feed/Domain/Post.swift"] =
            "struct Post {\n    let text: String\n    let flag: Bool\n\n    init(row: PostRow) {\n        text = row.text\n        flag = false\n    }\n}\n"
        let root = try RewriteFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try await RewriteFixtures.plan(AddPropertyRequest(entities: ["Post"], properties: [try PropertyRequest.parse("avatarUrl:String")]), in: root)
        #expect(!plan.unhandled.contains { $0.location?.file == "Feed/Data/PostRow.swift" }, "\(plan.unhandled)")
    }
}
