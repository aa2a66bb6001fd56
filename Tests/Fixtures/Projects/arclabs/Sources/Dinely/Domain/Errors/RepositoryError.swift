import Foundation

/// Errors every repository reports to the Domain, whatever the data source behind it.
enum RepositoryError: Error, Equatable {
    case notFound
    case unauthorized
    case networkError
    case invalidData
    case unknown(String)
}
