import Foundation
#if canImport(SwiftData)
import SwiftData

/// `ReviewLocalDataSource` over SwiftData, on its own model actor; rows older than `maxAge` are
/// not read. The actor is what `@ModelActor` writes, with `maxAge` added to its initializer.
actor SwiftDataReviewLocalDataSource: ReviewLocalDataSource, ModelActor {
    nonisolated let modelExecutor: any ModelExecutor
    nonisolated let modelContainer: ModelContainer
    private let mapper = ReviewModelMapper()
    private let maxAge: TimeInterval?

    init(modelContainer: ModelContainer, maxAge: TimeInterval? = nil) {
        modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
        self.maxAge = maxAge
    }

    func fetchReview(id: UUID) throws -> Review? {
        try modelContext.fetch(descriptor(id, cachedSince: oldestFresh)).first.map(mapper.map)
    }

    func fetchAllReviews() throws -> [Review] {
        let oldest = oldestFresh
        let descriptor = FetchDescriptor<ReviewModel>(
            predicate: #Predicate { $0.cachedAt >= oldest }, sortBy: [SortDescriptor(\.cachedAt)]
        )
        return try modelContext.fetch(descriptor).map(mapper.map)
    }

    func saveReviews(_ reviews: [Review]) throws {
        for review in reviews {
            if let stored = try modelContext.fetch(descriptor(review.id)).first {
                mapper.map(review, to: stored)
            } else {
                modelContext.insert(mapper.map(review))
            }
        }
        try modelContext.save()
    }

    func deleteReview(id: UUID) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: UUID, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<ReviewModel> {
        var descriptor = FetchDescriptor<ReviewModel>(predicate: #Predicate { $0.reviewID == id && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    /// Rows cached before this are too old: `maxAge` seconds ago, or never without a `maxAge`.
    private var oldestFresh: Date {
        maxAge.map { Date().addingTimeInterval(-$0) } ?? .distantPast
    }
}
#endif
