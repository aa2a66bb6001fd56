import Foundation

public struct Film: Codable, Sendable {
    public let id: Int
    public let title: String
    public let releaseYear: Int
    public let tagline: String?
    public let runtime: Int?
}
