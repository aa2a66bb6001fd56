import Foundation

protocol ConnectionError: Error {
    var isInternetConnectionError: Bool { get }
}

extension Error {
    var isInternetConnectionError: Bool {
        (self as? ConnectionError)?.isInternetConnectionError ?? false
    }
}
