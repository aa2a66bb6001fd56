import Foundation
#if canImport(SwiftData)
import SwiftData

/// `ReviewLocalDataSource` over SwiftData, on its own model actor.
@ModelActor
actor SwiftDataReviewLocalDataSource: ReviewLocalDataSource {
    private let mapper = ReviewModelMapper()

    func fetchReview(id: UUID) throws -> Review? {
        try modelContext.fetch(descriptor(id)).first.map(mapper.map)
    }

    func fetchAllReviews() throws -> [Review] {
        try modelContext.fetch(FetchDescriptor<ReviewModel>(sortBy: [SortDescriptor(\.cachedAt)])).map(mapper.map)
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

    private func descriptor(_ id: UUID) -> FetchDescriptor<ReviewModel> {
        var descriptor = FetchDescriptor<ReviewModel>(predicate: #Predicate { $0.reviewID == id })
        descriptor.fetchLimit = 1
        return descriptor
    }
}
#endif
