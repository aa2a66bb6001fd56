import Foundation

public struct Book: Identifiable, Hashable, Sendable {
    public let id: String
    public let title: String
    public let authors: [String]
    public let coverURL: URL?
    public let readingState: ReadingState

    public init(id: String, title: String, authors: [String], coverURL: URL?, readingState: ReadingState = .wantToRead) {
        self.id = id
        self.title = title
        self.authors = authors
        self.coverURL = coverURL
        self.readingState = readingState
    }
}

public enum ReadingState: String, Hashable, Sendable, CaseIterable {
    case wantToRead, reading, finished
}
