public enum RepositoryError: Error, Equatable, Sendable {
    case notFound
    case invalidResponse(statusCode: Int)
}
