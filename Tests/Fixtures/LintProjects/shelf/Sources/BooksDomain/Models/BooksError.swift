public enum BooksError: Error, Equatable, Sendable {
    case offline
    case notFound
    case rateLimited(retryAfterSeconds: Int)
    case unknown
}
