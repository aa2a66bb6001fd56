import Foundation

/// An actor or a member of the crew.
struct Person: Identifiable, Equatable, Sendable {
    let id: String
    let name: String
    let knownForDepartment: String?
    let gender: Gender
    let profilePath: URL?
    let birthday: Date?
    let alsoKnownAs: [String]

    init(
        id: String,
        name: String,
        knownForDepartment: String? = nil,
        gender: Gender = .unknown,
        profilePath: URL? = nil,
        birthday: Date? = nil,
        alsoKnownAs: [String] = []
    ) {
        self.id = id
        self.name = name
        self.knownForDepartment = knownForDepartment
        self.gender = gender
        self.profilePath = profilePath
        self.birthday = birthday
        self.alsoKnownAs = alsoKnownAs
    }
}
