import Foundation

/// Data access for `Genre`; implemented in the Data layer.
protocol GenreRepositoryProtocol: Sendable {
    /// Every stored Genre.
    func getAllGenres() async throws -> [Genre]
}
