import Foundation

enum Gender: String, Codable, Hashable, CaseIterable {
    case unknown
    case female
    case male
    case nonBinary
}
