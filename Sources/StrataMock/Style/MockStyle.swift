/// How a mock lets a test steer it and see what happened.
public enum MockStyle: String, Sendable, Hashable, CaseIterable, Codable {
    /// The contract preset: call counts, last arguments, a `result` that defaults to failure (`…ReturnValue`
    /// for members that cannot fail), `@unchecked Sendable`.
    case seed
    /// Mockolo's: a call count and an optional `…Handler` closure per member that decides what happens.
    case handler
    /// Both: the handler decides when set, otherwise the seed style's result and tracking apply.
    case combined

    var tracksArguments: Bool { self != .handler }
    var hasResults: Bool { self != .handler }
    var hasHandlers: Bool { self != .seed }

    package var summary: String {
        switch self {
        case .seed: "call counts, last arguments and results that default to failure (the contract preset)"
        case .handler: "call counts and handler closures (Mockolo)"
        case .combined: "call counts, last arguments, results and handler closures"
        }
    }
}
