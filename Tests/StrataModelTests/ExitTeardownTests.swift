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

    @Test func drainingHandsBackWhatWasKeptAndKeepsNothingMore() {
        let kept = KeptValues()
        #expect(kept.setEnabled(true) == false)
        weak var alive: Tracked?
        var handedBack: [any Sendable] = []
        do {
            let value = Tracked()
            alive = value
            kept.keep(value)
            handedBack = kept.drain()
        }
        #expect(alive != nil && kept.count == 0 && handedBack.count == 1)
        handedBack = []
        #expect(alive == nil)
        #expect(kept.setEnabled(false) == true)
    }

    /// The benchmarks' scoped form: what the body keeps comes back with its result, and the switch
    /// is as it was afterwards (off here: a value kept after it is released at once).
    @Test func handingBackKeptScopesTheSwitch() async {
        weak var alive: Tracked?
        var (result, handedBack) = await ExitTeardown.handingBackKept { () -> Int in
            let value = Tracked()
            alive = value
            ExitTeardown.keepUntilExit(value)
            return 7
        }
        #expect(result == 7 && alive != nil && handedBack.contains { $0 is Tracked })
        handedBack = []
        #expect(alive == nil)
        weak var after: Tracked?
        do {
            let value = Tracked()
            after = value
            ExitTeardown.keepUntilExit(value)
        }
        #expect(after == nil)
    }
}
