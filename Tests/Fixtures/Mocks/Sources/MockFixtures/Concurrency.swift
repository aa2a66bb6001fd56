/// An actor-constrained protocol: the mock is an actor.
/// @mockable
protocol Counter: Actor {
    var value: Int { get }
    func increment(by amount: Int) async
    func reset() async throws
}

/// A main-actor protocol: the mock is isolated to the main actor.
/// @mockable
@MainActor
protocol ScreenPresenter: AnyObject {
    var title: String { get set }
    func present(_ message: String)
    func load() async throws -> [String]
}

/// A requirement isolated to the main actor inside a protocol that is not.
/// @mockable
protocol Analytics: Sendable {
    @MainActor func track(_ event: String)
    nonisolated func flush()
}
