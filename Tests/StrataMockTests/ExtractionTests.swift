@testable import StrataMock
import Testing

@Suite("Scratch")
struct ScratchTests {
    @Test func printIt() {
        let source = """
        import Foundation
        /// Loads things.
        /// @mockable
        protocol UserRepository: Sendable {
            func fetch(id: Int) async throws(UserError) -> User
            func fetch(name: String) async throws -> [User]
            func save(_ user: User) async throws
            func observe(_ handler: @escaping @Sendable (User) -> Void) -> Token
            func load<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T
            func update(_ value: inout Int, with transform: (Int) -> Int)
            func log(_ messages: String...)
            func store(item: some Encodable)
            var name: String { get set }
            var current: User { get }
            var remote: User { get async throws }
            static var shared: Int { get }
            subscript(index: Int) -> User { get set }
            init(base: URL)
        }
        """
        for style in MockStyle.allCases {
            print(MockTestSupport.mock("UserRepository", in: ["a.swift": source], style: style, failures: FailureValues(["UserError": ".notFound"])))
        }
    }
}
