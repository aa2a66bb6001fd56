import Testing

@testable import StrataMock

/// Handler-style details that decide whether a mock compiles; the fixture package compiles them all.
@Suite("Handler rendering")
struct HandlerRenderingTests {
    static let transactions = """
        enum StoreError: Error { case busy }
        protocol Transactions {
            func transaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T
            func retrying<T>(_ body: () async throws(StoreError) -> T) async throws(StoreError) -> T
            func plain<T>(_ body: () throws -> T) rethrows -> T
        }
        """

    @Test(arguments: [MockStyle.handler, .combined])
    func aNonEscapingClosureOfAGenericMethodKeepsItsTypedError(style: MockStyle) {
        let mock = MockTestSupport.mock("Transactions", in: ["T.swift": Self.transactions], style: style)
        #expect(mock.contains("return try withoutActuallyEscaping(body) { (body) throws(StoreError) in"))
        #expect(mock.contains("return try await withoutActuallyEscaping(body) { (body) async throws(StoreError) in"))
        #expect(mock.contains("return withoutActuallyEscaping(body) { body in"), "nothing to say without a typed error")
    }

    static let presenter = """
        @MainActor
        protocol Presenter {
            func show<T>(_ value: T) async
            nonisolated func log<T>(_ value: T) async
            func title() -> String
        }
        protocol Loader {
            @MainActor func load<T>(_ value: T) async -> Int
        }
        """

    @Test func asyncHandlersOfMembersOnAGlobalActorRunThere() {
        let presenter = MockTestSupport.mock("Presenter", in: ["P.swift": Self.presenter], style: .handler)
        #expect(presenter.contains("var showHandler: (@MainActor (Any) async -> Void)?"))
        #expect(presenter.contains("var logHandler: ((Any) async -> Void)?"), "a nonisolated member's handler is not isolated")
        #expect(presenter.contains("var titleHandler: (() -> String)?"), "a synchronous handler runs where it is called")
        let loader = MockTestSupport.mock("Loader", in: ["P.swift": Self.presenter], style: .handler)
        #expect(loader.contains("var loadHandler: (@MainActor (Any) async -> Int)?"), "the member's own actor")
    }
}
