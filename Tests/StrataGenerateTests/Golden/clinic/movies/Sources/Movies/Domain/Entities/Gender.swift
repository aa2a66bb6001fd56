import Foundation

enum Gender: String, Equatable, Sendable {
    case unknown
    case female
    case male
    case nonBinary
}
