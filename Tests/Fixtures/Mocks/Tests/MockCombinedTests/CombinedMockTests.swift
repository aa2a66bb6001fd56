import Foundation
@testable import MockFixtures
import Testing

/// Both: a handler decides when set; otherwise the seed style's results and tracking apply.
@Suite("Combined mocks")
struct CombinedMockTests {
    @Test @MainActor func handlersWinOverResultsAndArgumentsAreTracked() async throws {
        let repository = UserRepositoryMock()
        await #expect(throws: UserError.loadFailed()) { try await repository.fetch(id: 1) }
        repository.fetchIDResult = .success(User(id: 1, name: "Result"))
        #expect(try await repository.fetch(id: 1).name == "Result")
        repository.fetchIDHandler = { id throws(UserError) in User(id: id, name: "Handler") }
        #expect(try await repository.fetch(id: 2).name == "Handler")
        #expect(repository.fetchIDCallCount == 3)
        #expect(repository.lastFetchID == 2)
    }

    @Test @MainActor func aVoidHandlerStopsTheStoredError() async throws {
        let repository = UserRepositoryMock()
        repository.saveError = UserError.loadFailed()
        await #expect(throws: UserError.loadFailed()) { try await repository.save(User(id: 1, name: "A")) }
        repository.saveHandler = { _ in }
        try await repository.save(User(id: 2, name: "B"))
        #expect(repository.lastSaveUser?.id == 2)
    }

    @Test func actorsTooTrackAndAnswer() async throws {
        let counter = CounterMock()
        await counter.increment(by: 3)
        #expect(await counter.lastIncrementAmount == 3)
        await counter.configure { $0.resetError = UserError.notFound(id: 1) }
        await #expect(throws: UserError.notFound(id: 1)) { try await counter.reset() }
        await counter.configure { $0.resetHandler = {} }
        try await counter.reset()
        #expect(await counter.resetCallCount == 2)
    }

    @Test @MainActor func genericResultsAndHandlers() throws {
        let decoding = DecodingMock()
        decoding.decodeResult = .success(User(id: 1, name: "Result"))
        #expect(try decoding.decode(User.self, from: Data()).name == "Result")
        decoding.decodeHandler = { _, _ in User(id: 2, name: "Handler") }
        #expect(try decoding.decode(User.self, from: Data()).name == "Handler")
        #expect(decoding.decodeCallCount == 2)
    }

    @Test @MainActor func genericStaticsAndTypedThrowingClosures() async throws {
        CodecMock.transactionResult = .success(5)
        #expect(try CodecMock.transaction { 1 } == 5)
        CodecMock.transactionHandler = { body throws(ServerError) in try (body as! () throws(ServerError) -> Int)() }
        #expect(try CodecMock.transaction { 1 } == 1)
        #expect(CodecMock.transactionCallCount == 2)

        let transactions = TransactionsMock()
        #expect(throws: UserError.loadFailed()) { try transactions.transaction { 1 } }
        transactions.transactionHandler = { body throws(UserError) in try (body as! () throws(UserError) -> Int)() * 2 }
        #expect(try transactions.transaction { 4 } == 8)

        CatalogMockStatics.countReturnValue = 2
        #expect(CatalogMock<Int>.count(of: String.self) == 2)
        CatalogMockStatics.countHandler = { _ in 3 }
        #expect(CatalogMock<Int>.count(of: String.self) == 3)
        #expect(CatalogMockStatics.lastCountKind is String.Type)

        ThemesMock.loadResult = .success(User(id: 4, name: "Di"))
        #expect(try await ThemesMock.load(User.self).id == 4)
    }
}
