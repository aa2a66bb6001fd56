/// What a command still holds when it finishes (index, model, report), with a count that shows the
/// work was done.
///
/// The `strata` executable does not release these when a command returns: the process exit
/// reclaims them at once (`TeardownSkipping` in StrataCLI). Timed runs therefore stop the clock
/// while the results are alive and release them afterwards, untimed, as the exit would.
public struct KeptResults: Sendable {
    public let count: Int
    let kept: [any Sendable]

    public init(count: Int, kept: [any Sendable]) {
        self.count = count
        self.kept = kept
    }
}
