import Foundation
@testable import MockFixtures
import Testing

/// The seed style: call counts, last arguments, results that default to failure.
@Suite("Seed-style mocks")
struct SeedMockTests {
    @Test @MainActor func resultsDefaultToFailureAndRecordArguments() async throws {
        let repository = UserRepositoryMock()
        await #expect(throws: UserError.loadFailed()) { try await repository.fetch(id: 7) }
        #expect(repository.fetchIDCallCount == 1)
        #expect(repository.lastFetchID == 7)

        repository.fetchIDResult = .success(User(id: 7, name: "Ada"))
        #expect(try await repository.fetch(id: 7).name == "Ada")
        #expect(repository.fetchIDCallCount == 2)

        await #expect(throws: UserRepositoryMock.NotStubbed.self) { try await repository.fetch(name: "Ada") }
        #expect(repository.lastFetchName == "Ada")
        repository.fetchNameResult = .success([User(id: 1, name: "Ada")])
        #expect(try await repository.fetch(name: "Ada").count == 1)
    }

    @Test @MainActor func voidMethodsSucceedUntilGivenAnError() async throws {
        let repository = UserRepositoryMock()
        try await repository.save(User(id: 1, name: "Ada"))
        #expect(repository.saveCallCount == 1)
        #expect(repository.lastSaveUser?.name == "Ada")
        repository.deleteError = .notFound(id: 3)
        await #expect(throws: UserError.notFound(id: 3)) { try await repository.delete(id: 3) }
        #expect(repository.lastDeleteID == 3)
        #expect(await repository.count() == 0)
        repository.countReturnValue = 5
        #expect(await repository.count() == 5)
    }

    @Test @MainActor func defaultArgumentsFromExtensionsReachTheRequirement() async throws {
        let repository = UserRepositoryMock()
        repository.pageResult = .success([])
        _ = try await repository.page(3)
        #expect(repository.lastPageNumber == 3)
        #expect(repository.lastPageSize == 20)
    }

    @Test @MainActor func overloadsByTypeHaveTheirOwnTracking() throws {
        let lookup = LookupMock()
        lookup.valueStringReturnValue = 1
        lookup.valueIntReturnValue = 2
        #expect(lookup.value("a") == 1)
        #expect(lookup.value(9) == 2)
        #expect(lookup.lastValueStringKey == "a")
        #expect(lookup.lastValueIntKey == 9)
        lookup.resolveResult = .failure(ServerError(status: 503))
        #expect(throws: ServerError(status: 503)) { try lookup.resolve(host: "example.com") }
        lookup.resolveResult = .success("1.2.3.4")
        #expect(try lookup.resolve(host: "example.com") == "1.2.3.4")
        #expect(lookup.resolveCallCount == 2)
    }

    @Test @MainActor func inheritedRequirementsAreImplementedOnce() async throws {
        let repository = ReadWriteRepositoryMock()
        repository.allResult = .success([User(id: 1, name: "Ada")])
        #expect(try await repository.all().count == 1)
        try await repository.insert(User(id: 2, name: "Grace"))
        await repository.removeAll()
        #expect(repository.allCallCount == 1)
        #expect(repository.lastInsertUser?.id == 2)
        #expect(repository.removeAllCallCount == 1)
    }

    @Test @MainActor func genericsAndExistentialsAreStoredErased() throws {
        let decoding = DecodingMock()
        decoding.decodeResult = .success(User(id: 1, name: "Ada"))
        let user = try decoding.decode(User.self, from: Data([1]))
        #expect(user.name == "Ada")
        #expect(decoding.lastDecodeType is User.Type)
        #expect(decoding.lastDecodeData == Data([1]))
        #expect(decoding.first(of: [1, 2]) == nil)
        decoding.firstReturnValue = 2
        #expect(decoding.first(of: [1, 2]) == 2)
        decoding.store(User(id: 3, name: "Lin"))
        #expect((decoding.lastStoreValue as? User)?.id == 3)
        #expect(decoding.describe(UserError.notFound(id: 1)) == "")
        #expect(decoding.lastDescribeError as? UserError == .notFound(id: 1))
        decoding.eraseReturnValue = 42
        #expect(decoding.erase("x") as? Int == 42)
        #expect(decoding.lastEraseValue as? String == "x")
    }

    @Test @MainActor func associatedTypesMakeGenericMocks() async throws {
        let store = StoreMock<User>()
        #expect(await store.item(for: "a") == nil)
        store.itemReturnValue = User(id: 1, name: "Ada")
        #expect(await store.item(for: "a")?.id == 1)
        try await store.save(User(id: 2, name: "Grace"), for: "b")
        #expect(store.lastSaveIdentifier == "b")
        store.itemsReturnValue = [User(id: 3, name: "Lin")]
        #expect(store.items(on: 2).count == 1)
        #expect(store.lastItemsPage == 2)

        let users = UserStoreMock<Int>()
        users.currentReturnValue = User(id: 4, name: "Kay")
        #expect(users.current()?.id == 4)
        try await users.save(User(id: 5, name: "Joan"), for: 5)
        #expect(users.lastSaveItem?.id == 5)

        let queue = QueueMock<String>()
        queue.push("a")
        #expect(queue.lastPushElement == "a")
        queue.popReturnValue = "b"
        #expect(queue.pop() == "b")
        #expect(queue.count == 0)
    }

    @Test func actorProtocolsGetActorMocks() async throws {
        let counter = CounterMock()
        await counter.increment(by: 2)
        #expect(await counter.incrementCallCount == 1)
        #expect(await counter.lastIncrementAmount == 2)
        try await counter.reset()
        await counter.configure { $0.resetError = UserError.loadFailed() }
        await #expect(throws: UserError.loadFailed()) { try await counter.reset() }
        await counter.configure { $0.value = 9 }
        #expect(await counter.value == 9)
    }

    @Test @MainActor func mainActorProtocolsGetMainActorMocks() async throws {
        let presenter = ScreenPresenterMock()
        presenter.title = "Home"
        #expect(presenter.titleSetCallCount == 1)
        presenter.present("Hello")
        #expect(presenter.lastPresentMessage == "Hello")
        await #expect(throws: ScreenPresenterMock.NotStubbed.self) { try await presenter.load() }
        presenter.loadResult = .success(["a"])
        #expect(try await presenter.load() == ["a"])
    }

    @Test @MainActor func isolatedRequirementsKeepTheirIsolation() {
        let analytics = AnalyticsMock()
        analytics.track("opened")
        analytics.flush()
        #expect(analytics.lastTrackEvent == "opened")
        #expect(analytics.flushCallCount == 1)
    }

    @Test @MainActor func propertiesSubscriptsStaticsAndInitializers() async throws {
        let settings = SettingsMock(profile: "test")
        #expect(settings.lastInitProfile == "test")
        settings.name = "a"
        settings.name = "b"
        #expect(settings.nameSetCallCount == 2)
        #expect(settings.retries == 0)
        settings.endpoint = URL(fileURLWithPath: "/tmp")
        #expect(settings.endpoint.path == "/tmp")
        await #expect(throws: SettingsMock.NotStubbed.self) { _ = try await settings.token }
        settings.tokenResult = .success(Token(value: "t"))
        #expect(try await settings.token.value == "t")
        #expect(settings.tokenCallCount == 2)
        #expect(await settings.isReady == false)
        settings["k"] = 3
        #expect(settings.lastSubscriptSetNewValue == 3)
        settings.subscriptKeyReturnValue = 4
        #expect(settings["k"] == 4)
        #expect(settings.lastSubscriptKey == "k")
        settings.subscriptIndexReturnValue = "x"
        #expect(settings[index: 1] == "x")
        SettingsMock.makeReturnValue = 8
        #expect(SettingsMock.make(named: "n") == 8)
        #expect(SettingsMock.lastMakeName == "n")
        #expect(SettingsMock.shared == "")
    }

    @Test @MainActor func standardParentsAndSelf() {
        let session = SessionMock()
        let other = SessionMock()
        session.copyReturnValue = other
        #expect(session.copy() === other)
        #expect(session.merge(with: other) == false)
        #expect(session.lastMergeOther === other)
        #expect(session == session)
        #expect(session != other)
        #expect(Set([session, session, other]).count == 2)
        #expect(session.description == "SessionMock")
    }

    @Test @MainActor func closuresInoutVariadicsAndUnnamedParameters() throws {
        let scheduler = SchedulerMock()
        scheduler.schedule(after: 1) {}
        #expect(scheduler.lastScheduleDelay == 1)
        #expect(scheduler.lastScheduleWork != nil)
        scheduler.performReturnValue = 4
        #expect(scheduler.perform { 1 } == 4)
        scheduler.observe { _ in }
        #expect(scheduler.lastObserveHandler != nil)
        var value = 2
        scheduler.transform(&value) { $0 * 10 }
        #expect(scheduler.lastTransformValue == 2)
        scheduler.log("a", "b")
        #expect(scheduler.lastLogMessages == ["a", "b"])
        scheduler.mapReturnValue = ["x"]
        #expect(scheduler.map([1]) { String($0) } == ["x"])
        scheduler.notify("n", 1)
        #expect(scheduler.lastNotifyArg0 == "n")
        #expect(scheduler.lastNotifyArg1 == 1)
        scheduler.complete { _ in }
        #expect(scheduler.lastCompleteCompletion != nil)
    }

    @Test @MainActor func genericStaticRequirementsStoreErasedState() async throws {
        CodecMock.decodeResult = .success(User(id: 1, name: "Ada"))
        #expect(try CodecMock.decode(User.self, from: Data()).name == "Ada")
        #expect(CodecMock.decodeCallCount == 1)
        #expect(CodecMock.lastDecodeType is User.Type)
        CodecMock.encodeReturnValue = Data([1])
        #expect(CodecMock.encode(User(id: 2, name: "Bo")) == Data([1]))
        #expect((CodecMock.lastEncodeValue as? User)?.id == 2)
        await CodecMock.register(3, for: "three")
        #expect(CodecMock.lastRegisterValue as? Int == 3)
        #expect(CodecMock.lastRegisterKey == "three")
        CodecMock.transactionResult = .failure(ServerError(status: 500))
        #expect(throws: ServerError(status: 500)) { try CodecMock.transaction { 1 } }
        CodecMock.transactionResult = .success(7)
        #expect(try CodecMock.transaction { 1 } == 7)

        // A generic mock keeps its static state in a companion enum.
        CatalogMockStatics.entryReturnValue = "first"
        #expect(CatalogMock<String>.entry(for: 1) == "first")
        #expect(CatalogMockStatics.lastEntryKey as? Int == 1)
        CatalogMockStatics.countReturnValue = 4
        #expect(CatalogMock<String>.count(of: Int.self) == 4)
        CatalogMockStatics.matchingReturnValue = ["a"]
        #expect(CatalogMock<String>.matching(["a", "b"]) == ["a"])
        #expect(CatalogMockStatics.lastMatchingCandidates as? [String] == ["a", "b"])

        ThemesMock.makeReturnValue = 5
        #expect(ThemesMock.make(1) == 5)
        #expect(ThemesMock.lastMakeValue as? Int == 1)
        await #expect(throws: UserError.loadFailed()) { try await ThemesMock.load(User.self) }
    }

    /// Not on the main actor: `retrying`'s closure is not `Sendable`, so it is passed from where the mock runs.
    @Test func genericMethodsWithTypedThrowingClosures() async throws {
        let transactions = await TransactionsMock()
        #expect(throws: UserError.loadFailed()) { try transactions.transaction { 1 } }
        transactions.transactionResult = .success(2)
        #expect(try transactions.transaction { 1 } == 2)
        transactions.retryingResult = .success(3)
        #expect(try await transactions.retrying(times: 2) { 1 } == 3)
        #expect(transactions.lastRetryingTimes == 2)
    }
}
