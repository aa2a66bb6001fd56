import Foundation

/// The wire shape of `Person`: what the API sends and receives.
struct PersonDTO: Codable, Equatable, Sendable {
    let id: Int
    let name: String
    let knownForDepartment: String?
    let gender: String?
    let profilePath: URL?
    let birthday: Date?
    let alsoKnownAs: [String]?

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
