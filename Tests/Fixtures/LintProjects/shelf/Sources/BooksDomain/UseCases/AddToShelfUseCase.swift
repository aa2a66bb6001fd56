public struct AddToShelfUseCase: Sendable {
    private let repository: any BookRepository

    public init(repository: any BookRepository) {
        self.repository = repository
    }

    public func callAsFunction(_ book: Book) async throws(BooksError) {
        let current = try await repository.shelf()
        guard !current.contains(where: { $0.id == book.id }) else { return }
        try await repository.save(Book(id: book.id, title: book.title, authors: book.authors, coverURL: book.coverURL, readingState: .wantToRead))
    }
}
