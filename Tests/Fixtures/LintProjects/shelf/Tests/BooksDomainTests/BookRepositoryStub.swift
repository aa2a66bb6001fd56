@testable import BooksDomain

final class BookRepositoryStub: BookRepository, @unchecked Sendable {
    var searchResult: Result<[Book], BooksError> = .success([])
    var shelfBooks: [Book] = []
    private(set) var saved: [Book] = []

    func search(_ query: String, page: Int) async throws(BooksError) -> [Book] { try searchResult.get() }
    func book(id: String) async throws(BooksError) -> Book { throw .notFound }
    func shelf() async throws(BooksError) -> [Book] { shelfBooks }
    func save(_ book: Book) async throws(BooksError) { saved.append(book) }
}
