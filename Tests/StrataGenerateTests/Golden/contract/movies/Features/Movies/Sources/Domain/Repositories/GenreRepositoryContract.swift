import Foundation

/// Data access for `Genre`; implemented in the Data layer.
protocol GenreRepositoryContract: Sendable {
    /// Every stored Genre.
    func getAllGenres() async throws(MoviesError) -> [Genre]
}
