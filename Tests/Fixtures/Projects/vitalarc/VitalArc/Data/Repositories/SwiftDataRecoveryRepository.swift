import Foundation
import SwiftData

final class SwiftDataRecoveryRepository: RecoveryRepository {
    private let modelContext: ModelContext

    init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }

    func save(_ score: RecoveryScore) async throws {
        if let existing = try model(id: score.id) {
            modelContext.delete(existing)
        }
        modelContext.insert(RecoveryScoreModel.fromDomain(score))
        try modelContext.save()
    }

    func fetch(id: UUID) async throws -> RecoveryScore? {
        try model(id: id)?.toDomain()
    }

    func fetchAll() async throws -> [RecoveryScore] {
        let descriptor = FetchDescriptor<RecoveryScoreModel>(sortBy: [SortDescriptor(\.date, order: .reverse)])
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    func delete(_ score: RecoveryScore) async throws {
        guard let existing = try model(id: score.id) else { return }
        modelContext.delete(existing)
        try modelContext.save()
    }

    func fetchLatest() async throws -> RecoveryScore? {
        var descriptor = FetchDescriptor<RecoveryScoreModel>(sortBy: [SortDescriptor(\.date, order: .reverse)])
        descriptor.fetchLimit = 1
        return try modelContext.fetch(descriptor).first?.toDomain()
    }

    private func model(id: UUID) throws -> RecoveryScoreModel? {
        let descriptor = FetchDescriptor<RecoveryScoreModel>(predicate: #Predicate { $0.id == id })
        return try modelContext.fetch(descriptor).first
    }
}
