import Foundation

enum NetworkError: Error, Equatable {
    case invalidURL
    case notFound
    case unauthorized
    case networkUnavailable
    case httpError(Int)
    case decodingFailed
}
