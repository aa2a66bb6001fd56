import Foundation

/// Data access for `Genre`; implemented in the Data layer.
protocol GenreRepository {
    /// Every stored Genre.
    func fetchAll() async throws -> [Genre]
}
