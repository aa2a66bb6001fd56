#if canImport(SwiftData)
import Domain
import Foundation
import SwiftData

/// Offline copy of the staff directory, used by the App when the network is unavailable.
@ModelActor
public actor SwiftDataUserRepository: UserRepository {
    public func fetchUser(id: String) async throws -> User {
        guard let entity = try entity(id: id) else {
            throw RepositoryError.notFound
        }
        return entity.toDomainModel()
    }

    public func fetchAll() async throws -> [User] {
        let descriptor = FetchDescriptor<UserEntity>(
            sortBy: [SortDescriptor(\.name)]
        )
        return try modelContext.fetch(descriptor).map { $0.toDomainModel() }
    }

    public func save(_ user: User) async throws {
        if let existing = try entity(id: user.id) {
            existing.update(from: user)
        } else {
            modelContext.insert(UserEntity(user: user))
        }
        try modelContext.save()
    }

    public func delete(id: String) async throws {
        guard let existing = try entity(id: id) else { return }
        modelContext.delete(existing)
        try modelContext.save()
    }

    private func entity(id: String) throws -> UserEntity? {
        var descriptor = FetchDescriptor<UserEntity>(
            predicate: #Predicate { $0.id == id }
        )
        descriptor.fetchLimit = 1
        return try modelContext.fetch(descriptor).first
    }
}
#endif
