import Foundation
@testable import Dinely

extension User {
    static func mock(
        id: UUID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!,
        email: String = "marta.rossi@example.com",
        name: String = "Marta Rossi",
        avatarURL: URL? = URL(string: "https://cdn.dinely.app/avatars/marta.png"),
        createdAt: Date = Date(timeIntervalSince1970: 1_700_000_000)
    ) -> User {
        User(id: id, email: email, name: name, avatarURL: avatarURL, createdAt: createdAt)
    }
}
