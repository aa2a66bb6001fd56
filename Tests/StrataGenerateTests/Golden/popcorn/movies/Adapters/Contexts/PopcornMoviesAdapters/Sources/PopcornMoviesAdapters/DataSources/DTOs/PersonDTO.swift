import Foundation
import MoviesDomain

/// The wire shape of `Person`: what the API sends and receives.
public struct PersonDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let knownForDepartment: String?
    public let gender: String?
    public let profilePath: URL?
    public let birthday: Date?
    public let alsoKnownAs: [String]?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case knownForDepartment = "known_for_department"
        case gender
        case profilePath = "profile_path"
        case birthday
        case alsoKnownAs = "also_known_as"
    }
}
