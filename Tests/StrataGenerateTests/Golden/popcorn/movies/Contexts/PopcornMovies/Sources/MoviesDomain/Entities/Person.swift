import Foundation

/// An actor or a member of the crew.
public struct Person: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let knownForDepartment: String?
    public let gender: Gender
    public let profilePath: URL?
    public let birthday: Date?
    public let alsoKnownAs: [String]

    public init(
        id: Int,
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
