import Foundation

/// Something started that can be stopped before it finishes.
protocol Cancellable {
    func cancel()
}
