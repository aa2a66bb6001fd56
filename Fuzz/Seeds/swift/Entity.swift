import Foundation

public struct Book: Identifiable, Equatable, Sendable {
    public let id: UUID
    public var title: String
    public var pages: Int
    public var tags: [String: [Int]] = [:]

    public init(id: UUID = UUID(), title: String, pages: Int) {
        self.id = id
        self.title = title
        self.pages = pages
    }
}
