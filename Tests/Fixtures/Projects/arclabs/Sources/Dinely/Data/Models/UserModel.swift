#if canImport(SwiftData)
import Foundation
import SwiftData

@Model
final class UserModel {
    @Attribute(.unique) var id: UUID
    var email: String
    var name: String
    var avatarUrl: String?
    var createdAt: String

    init(id: UUID, email: String, name: String, avatarUrl: String?, createdAt: String) {
        self.id = id
        self.email = email
        self.name = name
        self.avatarUrl = avatarUrl
        self.createdAt = createdAt
    }
}

// MARK: - DTO Mapping

extension UserModel {
    static func from(_ dto: UserDTO) -> UserModel {
        UserModel(
            id: UUID(uuidString: dto.id) ?? UUID(),
            email: dto.email,
            name: dto.name,
            avatarUrl: dto.avatarUrl,
            createdAt: dto.createdAt
        )
    }

    func toDTO() -> UserDTO {
        UserDTO(
            id: id.uuidString,
            email: email,
            name: name,
            avatarUrl: avatarUrl,
            createdAt: createdAt
        )
    }

    func update(from dto: UserDTO) {
        email = dto.email
        name = dto.name
        avatarUrl = dto.avatarUrl
        createdAt = dto.createdAt
    }
}
#endif
