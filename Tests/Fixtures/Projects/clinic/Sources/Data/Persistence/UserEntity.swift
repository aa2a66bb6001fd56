#if canImport(SwiftData)
import Domain
import Foundation
import SwiftData

@Model
final class UserEntity {
    @Attribute(.unique) var id: String
    var name: String
    var email: String
    var specialty: String?

    init(id: String, name: String, email: String, specialty: String?) {
        self.id = id
        self.name = name
        self.email = email
        self.specialty = specialty
    }

    convenience init(user: User) {
        self.init(id: user.id, name: user.name, email: user.email, specialty: user.specialty)
    }

    func update(from user: User) {
        name = user.name
        email = user.email
        specialty = user.specialty
    }

    func toDomainModel() -> User {
        User(id: id, name: name, email: email, specialty: specialty)
    }
}
#endif
