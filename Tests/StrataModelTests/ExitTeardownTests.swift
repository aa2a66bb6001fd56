import Testing
@testable import StrataModel

/// The executable's "leave it to the exit": values are kept only once it is switched on.
@Suite("Exit teardown")
struct ExitTeardownTests {
    private final class Tracked: Sendable {}

    @Test func valuesAreReleasedAsUsualUntilTheExecutableSwitchesItOn() {
        let kept = KeptValues()
        weak var released: Tracked?
        do {
            let value = Tracked()
            released = value
            kept.keep(value)
        }
        #expect(released == nil && kept.count == 0)
    }

    @Test func onceOnValuesLiveUntilTheProcessEnds() {
        let kept = KeptValues()
        kept.enable()
        weak var alive: Tracked?
        do {
            let value = Tracked()
            alive = value
            kept.keep(value)
        }
        #expect(alive != nil && kept.count == 1)
    }
}
