import Foundation

/// Turns network and storage failures into `WorkoutsError`, so no Data-layer error reaches the domain.
enum WorkoutsErrorMapper {
    static func map(_ error: any Error, writing: Bool) -> WorkoutsError {
        if let error = error as? WorkoutsError {
            return error
        }
        let failed: (String) -> WorkoutsError = { writing ? .saveFailed(description: $0) : .loadFailed(description: $0) }
        guard let networkError = error as? NetworkError else {
            return failed(String(describing: error))
        }
        switch networkError {
        case .offline:
            return .offline
        case .unauthorized:
            return .unauthorized
        case .notFound:
            return .notFound
        case .server(let statusCode):
            return failed("the server failed with status \(statusCode)")
        case .unexpectedStatus(let statusCode):
            return failed("unexpected status \(statusCode)")
        case .decoding:
            return failed("the response could not be read")
        case .invalidRequest(let path):
            return failed("invalid request \(path)")
        }
    }
}
