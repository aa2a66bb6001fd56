public protocol BookRepository: Sendable {
    func search(_ query: String, page: Int) async throws(BooksError) -> [Book]
    func book(id: String) async throws(BooksError) -> Book
    func shelf() async throws(BooksError) -> [Book]
    func save(_ book: Book) async throws(BooksError)
}
