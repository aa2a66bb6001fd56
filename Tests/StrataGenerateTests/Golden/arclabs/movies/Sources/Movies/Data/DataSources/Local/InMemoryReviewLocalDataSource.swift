import Foundation

/// Keeps `Review` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryReviewLocalDataSource: ReviewLocalDataSourceProtocol {
    private var entries: [UUID: (value: Review, cachedAt: Date)] = [:]
    private var order: [UUID] = []
    private let maxAge: TimeInterval?

    init(maxAge: TimeInterval? = nil) {
        self.maxAge = maxAge
    }

    func fetchReview(id: UUID) -> Review? {
        guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }
        return entry.value
    }

    func fetchAllReviews() -> [Review] {
        order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveReviews(_ reviews: [Review]) {
        saveReviews(reviews, cachedAt: Date())
    }

    /// Keeps values as if they were fetched at `cachedAt` (tests age them to check `maxAge`).
    func saveReviews(_ reviews: [Review], cachedAt: Date) {
        for review in reviews {
            if entries[review.id] == nil { order.append(review.id) }
            entries[review.id] = (review, cachedAt)
        }
    }

    func deleteReview(id: UUID) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
