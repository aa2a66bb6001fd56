import Foundation
import BooksDomain

/// The reader's shelf, as JSON in Application Support.
actor ShelfStore {
    private let fileURL: URL
    private var books: [String: StoredBook] = [:]

    init(directory: URL) {
        fileURL = directory.appendingPathComponent("shelf.json")
        if let data = try? Data(contentsOf: fileURL), let decoded = try? JSONDecoder().decode([String: StoredBook].self, from: data) {
            books = decoded
        }
    }

    func all() -> [StoredBook] {
        books.values.sorted { $0.addedAt < $1.addedAt }
    }

    func put(_ book: StoredBook) throws {
        books[book.id] = book
        try JSONEncoder().encode(books).write(to: fileURL, options: .atomic)
    }
}

struct StoredBook: Codable {
    let id: String
    let title: String
    let authors: [String]
    let state: String
    let addedAt: Date

    init(_ book: Book) {
        id = book.id
        title = book.title
        authors = book.authors
        state = book.readingState.rawValue
        addedAt = Date()
    }

    func toDomain() -> Book {
        Book(id: id, title: title, authors: authors, coverURL: nil, readingState: ReadingState(rawValue: state) ?? .wantToRead)
    }
}
