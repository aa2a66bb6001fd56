import Testing
@testable import StrataLint

/// Test doubles are told by name; the quick first/last-letter check must not change the answer.
@Suite("Type reading")
struct TypeReadingTests {
    @Test(arguments: [
        "MockUserRepository", "UserRepositoryMock", "FakeClock", "ClockFake", "StubCountriesInteractor", "InteractorStub",
        "SpyLogger", "LoggerSpy", "DummyStore", "StoreDummy", "PreviewOrdersGateway", "OrdersGatewayPreview",
        "NoopAnalytics", "AnalyticsNoop", "NoOpAnalytics", "AnalyticsNoOp", "Mock", "Spy",
        // By prefix alone, as the rules have always read names (not by word): these count too.
        "Mocking", "Spyglass", "Stubborn",
    ])
    func testDoublesAreKnownByTheirNames(_ name: String) {
        #expect(TypeReading.isTestDouble(name))
    }

    @Test(arguments: ["", "M", "GetWorkoutsUseCase", "UserRepositoryImpl", "Prevue", "NopClient", "StorePreviews", "Fabric"])
    func otherNamesAreNot(_ name: String) {
        #expect(!TypeReading.isTestDouble(name))
    }
}
