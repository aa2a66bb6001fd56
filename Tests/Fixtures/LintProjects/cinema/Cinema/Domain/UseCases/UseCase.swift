import Foundation

/// Use cases that run once and report through a completion.
protocol UseCase {
    @discardableResult
    func start() -> Cancellable?
}
