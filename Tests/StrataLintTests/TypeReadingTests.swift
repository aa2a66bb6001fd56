import Testing

@testable import StrataLint

/// Test doubles are told by name; the quick first/last-letter check must not change the answer.
@Suite("Type reading")
struct TypeReadingTests {
    @Test(arguments: [
        "MockUserRepository", "UserRepositoryMock", "FakeClock", "ClockFake", "StubCountriesInteractor", "InteractorStub",
        "SpyLogger", "LoggerSpy", "DummyStore", "StoreDummy", "PreviewOrdersGateway", "OrdersGatewayPreview",
        "NoopAnalytics", "AnalyticsNoop", "NoOpAnalytics", "AnalyticsNoOp", "Mock", "Spy", "Mock2Repository", "Fake_Clock",
    ])
    func testDoublesAreKnownByTheirNames(_ name: String) {
        #expect(TypeReading.isTestDouble(name))
    }

    /// A prefix counts only as a whole word: these were test doubles (and skipped by the use-case,
    /// repository and coverage rules) until session 10.
    @Test(arguments: [
        "", "M", "GetWorkoutsUseCase", "UserRepositoryImpl", "Prevue", "NopClient", "StorePreviews", "Fabric",
        "MockingbirdRepository", "Mocking", "SpyglassUseCase", "StubbornUseCase", "FakerGateway", "Dummyish", "PreviewerRepository",
    ])
    func otherNamesAreNot(_ name: String) {
        #expect(!TypeReading.isTestDouble(name))
    }

    @Test("Messages put \"an\" before a vowel and \"a\" before the `u` of \"use case\"")
    func articles() {
        #expect(TypeReading.withArticle("error type") == "an error type")
        #expect(TypeReading.withArticle("actor") == "an actor")
        #expect(TypeReading.withArticle("use case implementation") == "a use case implementation")
        #expect(TypeReading.withArticle("protocol") == "a protocol")
    }
}
