import Foundation
#if canImport(SwiftData)
import SwiftData

/// `ReviewLocalDataSource` over SwiftData, on its own model actor.
@ModelActor
actor SwiftDataReviewLocalDataSource: ReviewLocalDataSource {
    private let mapper = ReviewEntityMapper()

    func fetchReview(id: String) throws -> Review? {
        try modelContext.fetch(descriptor(id)).first.map(mapper.map)
    }

    func fetchAllReviews() throws -> [Review] {
        try modelContext.fetch(FetchDescriptor<ReviewEntity>(sortBy: [SortDescriptor(\.cachedAt)])).map(mapper.map)
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

    func deleteReview(id: String) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: String) -> FetchDescriptor<ReviewEntity> {
        var descriptor = FetchDescriptor<ReviewEntity>(predicate: #Predicate { $0.reviewID == id })
        descriptor.fetchLimit = 1
        return descriptor
    }
}
#endif
