import Foundation
#if canImport(SwiftData)
import SwiftData
#endif

enum LocalDataSourceError: Error, Equatable {
    case notFound
}

protocol UserLocalDataSourceProtocol: Sendable {
    func getUser(by id: UUID) async throws -> UserDTO
    func saveUser(_ user: UserDTO) async throws
    func deleteUser(by id: UUID) async throws
}

#if canImport(SwiftData)
@ModelActor
actor UserLocalDataSource {}

// MARK: - UserLocalDataSourceProtocol

extension UserLocalDataSource: UserLocalDataSourceProtocol {
    func getUser(by id: UUID) async throws -> UserDTO {
        guard let model = try fetchModel(id: id) else {
            throw LocalDataSourceError.notFound
        }
        return model.toDTO()
    }

    func saveUser(_ user: UserDTO) async throws {
        if let id = UUID(uuidString: user.id), let existing = try fetchModel(id: id) {
            existing.update(from: user)
        } else {
            modelContext.insert(UserModel.from(user))
        }
        try modelContext.save()
    }

    func deleteUser(by id: UUID) async throws {
        guard let model = try fetchModel(id: id) else {
            return
        }
        modelContext.delete(model)
        try modelContext.save()
    }
}

// MARK: - Private Functions

private extension UserLocalDataSource {
    func fetchModel(id: UUID) throws -> UserModel? {
        let predicate = #Predicate<UserModel> { user in
            user.id == id
        }
        var descriptor = FetchDescriptor(predicate: predicate)
        descriptor.fetchLimit = 1
        return try modelContext.fetch(descriptor).first
    }
}
#endif
