public struct SearchBooksUseCase: Sendable {
    private let repository: any BookRepository

    public init(repository: any BookRepository) {
        self.repository = repository
    }

    /// Queries shorter than three characters return nothing rather than the whole catalogue.
    public func callAsFunction(_ query: String, page: Int = 0) async throws(BooksError) -> [Book] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 3 else { return [] }
        return try await repository.search(trimmed, page: page)
            .sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
    }
}
