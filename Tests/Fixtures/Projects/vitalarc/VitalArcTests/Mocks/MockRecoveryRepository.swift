import Foundation
@testable import VitalArc

final class MockRecoveryRepository: RecoveryRepository {
    var scores: [RecoveryScore] = []
    private(set) var saveCallCount = 0

    func save(_ score: RecoveryScore) async throws {
        saveCallCount += 1
        scores.append(score)
    }

    func fetch(id: UUID) async throws -> RecoveryScore? {
        scores.first { $0.id == id }
    }

    func fetchAll() async throws -> [RecoveryScore] {
        scores
    }

    func delete(_ score: RecoveryScore) async throws {
        scores.removeAll { $0.id == score.id }
    }

    func fetchLatest() async throws -> RecoveryScore? {
        scores.max { $0.date < $1.date }
    }
}
