import Foundation

struct UserDTO: Codable, Equatable, Sendable {
    let id: String
    let email: String
    let name: String
    let avatarUrl: String?
    let createdAt: String

    enum CodingKeys: String, CodingKey {
        case id
        case email
        case name
        case avatarUrl = "avatar_url"
        case createdAt = "created_at"
    }
}

// MARK: - Domain Mapping

extension UserDTO {
    func toDomain() -> User {
        User(
            id: UUID(uuidString: id) ?? UUID(),
            email: email,
            name: name,
            avatarURL: avatarUrl.flatMap { URL(string: $0) },
            createdAt: ISO8601DateFormatter().date(from: createdAt) ?? Date()
        )
    }

    static func fromDomain(_ user: User) -> UserDTO {
        UserDTO(
            id: user.id.uuidString,
            email: user.email,
            name: user.name,
            avatarUrl: user.avatarURL?.absoluteString,
            createdAt: ISO8601DateFormatter().string(from: user.createdAt)
        )
    }
}
