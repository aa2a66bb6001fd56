import Testing

@testable import StrataMock

/// Unique names for every generated member, overloads included.
@Suite("Tracking names")
struct TrackingNamesTests {
    func requirements(_ body: String) -> [Requirement] {
        MockTestSupport.extract("protocol P {\n\(body)\n}").protocols.first?.requirements ?? []
    }

    @Test func plainNamesStayPlain() {
        #expect(TrackingNames(requirements("func a()\nfunc b(x: Int)")).bases == ["a", "b"])
    }

    @Test func overloadsAreToldApartByLabelsThenTypes() {
        let byLabel = TrackingNames(requirements("func fetch(id: Int)\nfunc fetch(name: String)"))
        #expect(byLabel.bases == ["fetchID", "fetchName"])
        #expect(byLabel.argumentBases == ["fetch", "fetch"])  // `lastFetchID`, `lastFetchName` do not clash
        let byType = TrackingNames(requirements("func value(_ key: String) -> Int\nfunc value(_ key: Int) -> Int"))
        #expect(byType.bases == ["valueString", "valueInt"])
        #expect(byType.argumentBases == ["valueString", "valueInt"])  // both would be `lastValueKey`
        let byResult = TrackingNames(requirements("func make() -> Int\nfunc make() -> String"))
        #expect(byResult.bases == ["makeToInt", "makeToString"])
        let identical = TrackingNames(requirements("func f<T: A>(_ x: T)\nfunc f<T: B>(_ x: T)"))
        #expect(identical.bases == ["fX", "fX2"])
    }

    @Test func namesTheProtocolAlreadyUsesAreAvoided() {
        let names = TrackingNames(requirements("func fetch()\nvar fetchCallCount: Int { get }"))
        #expect(names.bases[0] == "fetch2")
    }
}
