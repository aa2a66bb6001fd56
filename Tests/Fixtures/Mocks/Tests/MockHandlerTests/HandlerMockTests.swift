import Foundation
@testable import MockFixtures
import Testing

/// Mockolo's style: call counts and handler closures that decide what a call does.
@Suite("Handler-style mocks")
struct HandlerMockTests {
    @Test @MainActor func handlersReceiveArgumentsAndDecideResults() async throws {
        let repository = UserRepositoryMock()
        repository.fetchIDHandler = { id throws(UserError) in
            guard id > 0 else { throw .notFound(id: id) }
            return User(id: id, name: "User \(id)")
        }
        #expect(try await repository.fetch(id: 3).name == "User 3")
        await #expect(throws: UserError.notFound(id: 0)) { try await repository.fetch(id: 0) }
        #expect(repository.fetchIDCallCount == 2)
        // Without a handler, Mockolo's neutral values.
        #expect(try await repository.fetch(name: "x").isEmpty)
        #expect(await repository.count() == 0)
        var saved: [User] = []
        repository.saveHandler = { saved.append($0) }
        try await repository.save(User(id: 1, name: "Ada"))
        #expect(saved.map(\.id) == [1])
        var sizes: [Int] = []
        repository.pageHandler = { _, size in
            sizes.append(size)
            return []
        }
        _ = try await repository.page(1)
        #expect(sizes == [20])
    }

    @Test @MainActor func typedThrowingHandlersAndOverloads() throws {
        let lookup = LookupMock()
        lookup.valueStringHandler = { $0.count }
        lookup.valueIntHandler = { $0 * 2 }
        #expect(lookup.value("abc") == 3)
        #expect(lookup.value(4) == 8)
        lookup.resolveHandler = { host throws(ServerError) in
            guard host == "ok" else { throw ServerError(status: 404) }
            return "1.1.1.1"
        }
        #expect(try lookup.resolve(host: "ok") == "1.1.1.1")
        #expect(throws: ServerError(status: 404)) { try lookup.resolve(host: "nope") }
    }

    @Test @MainActor func genericHandlersWorkOnErasedValues() throws {
        let decoding = DecodingMock()
        decoding.decodeHandler = { type, _ in
            #expect(type is User.Type)
            return User(id: 1, name: "Ada")
        }
        #expect(try decoding.decode(User.self, from: Data()).name == "Ada")
        #expect(decoding.first(of: [1]) == nil)
        decoding.firstHandler = { collection in (collection as? [Int])?.last }
        #expect(decoding.first(of: [1, 2]) == 2)
        var stored: [String] = []
        decoding.storeHandler = { stored.append(String(describing: $0)) }
        decoding.store(7)
        #expect(stored == ["7"])
        decoding.eraseHandler = { $0 }
        #expect(decoding.erase(5) as? Int == 5)
    }

    @Test @MainActor func closureParametersReachTheHandler() async {
        let scheduler = SchedulerMock()
        scheduler.performHandler = { work in work() + 1 }
        #expect(scheduler.perform { 41 } == 42)
        scheduler.transformHandler = { value, change in value = change(value) }
        var value = 3
        scheduler.transform(&value) { $0 * 2 }
        #expect(value == 6)
        scheduler.mapHandler = { values, transform in values.compactMap { try? transform($0) } }
        #expect(scheduler.map([1, 2]) { String($0) } == ["1", "2"])
        var logged: [String] = []
        scheduler.logHandler = { logged += $0 }
        scheduler.log("a", "b")
        #expect(logged == ["a", "b"])
        scheduler.completeHandler = { completion in completion(.success(1)) }
        await confirmation { completed in
            scheduler.complete { result in
                if case .success(1) = result { completed() }
            }
        }
        #expect(scheduler.completeCallCount == 1)
    }

    @Test func actorMocksAreConfiguredOnTheirExecutor() async throws {
        let counter = CounterMock()
        await confirmation { incremented in
            await counter.configure { mock in
                mock.incrementHandler = { amount in
                    if amount == 5 { incremented() }
                }
            }
            await counter.increment(by: 5)
        }
        #expect(await counter.incrementCallCount == 1)
        await counter.configure { $0.resetHandler = { throw UserError.loadFailed() } }
        await #expect(throws: UserError.loadFailed()) { try await counter.reset() }
    }

    @Test @MainActor func propertiesAndStatics() async throws {
        let settings = SettingsMock(profile: "p")
        settings.tokenHandler = { Token(value: "t") }
        #expect(try await settings.token.value == "t")
        settings.isReadyHandler = { true }
        #expect(await settings.isReady)
        var writes: [Int?] = []
        settings.subscriptKeySetHandler = { _, value in writes.append(value) }
        settings["a"] = 1
        #expect(writes == [1])
        settings.subscriptKeyHandler = { $0 == "a" ? 1 : nil }
        #expect(settings["a"] == 1)
        SettingsMock.makeHandler = { $0.count }
        #expect(SettingsMock.make(named: "four") == 4)
    }

    @Test @MainActor func genericMocksAndSelf() async throws {
        let store = StoreMock<User>()
        store.itemHandler = { identifier in User(id: identifier.count, name: identifier) }
        #expect(await store.item(for: "abc")?.id == 3)
        let queue = QueueMock<Int>()
        var pushed: [Int] = []
        queue.pushHandler = { pushed.append($0) }
        queue.push(1)
        #expect(pushed == [1])
        let session = SessionMock()
        session.copyHandler = { session }
        #expect(session.copy() === session)
    }

    /// Not on the main actor: `retrying`'s closure is not `Sendable`, so it is passed from where the mock runs.
    @Test func typedThrowingClosuresOfGenericMethodsReachTheHandler() async throws {
        let transactions = await TransactionsMock()
        transactions.transactionHandler = { body throws(UserError) in try (body as! () throws(UserError) -> Int)() + 1 }
        #expect(try transactions.transaction { 41 } == 42)
        transactions.transactionHandler = { _ throws(UserError) in throw .notFound(id: 1) }
        #expect(throws: UserError.notFound(id: 1)) { try transactions.transaction { 0 } }
        transactions.retryingHandler = { (times, body) async throws(ServerError) in
            try await (body as! () async throws(ServerError) -> Int)() * times
        }
        #expect(try await transactions.retrying(times: 3) { 2 } == 6)
        #expect(transactions.retryingCallCount == 1)
    }

    @Test @MainActor func genericStaticRequirementsHaveHandlers() async throws {
        CodecMock.decodeHandler = { type, _ in
            #expect(type is User.Type)
            return User(id: 1, name: "Ada")
        }
        #expect(try CodecMock.decode(User.self, from: Data()).id == 1)
        CodecMock.transactionHandler = { body throws(ServerError) in try (body as! () throws(ServerError) -> Int)() + 1 }
        #expect(try CodecMock.transaction { 1 } == 2)
        CodecMock.transactionHandler = { _ throws(ServerError) in throw ServerError(status: 503) }
        #expect(throws: ServerError(status: 503)) { try CodecMock.transaction { 1 } }

        CatalogMockStatics.entryHandler = { key in "entry \(key)" }
        #expect(CatalogMock<String>.entry(for: 3) == "entry 3")
        CatalogMockStatics.matchingHandler = { candidates in (candidates as! [String]).filter { $0.hasPrefix("a") } }
        #expect(CatalogMock<String>.matching(["ab", "b"]) == ["ab"])

        ThemesMock.makeHandler = { value in value }
        #expect(ThemesMock.make(9) == 9)
        ThemesMock.loadHandler = { _ throws(UserError) in throw .notFound(id: 2) }
        await #expect(throws: UserError.notFound(id: 2)) { try await ThemesMock.load(User.self) }
    }
}
