import Testing
@testable import BooksDomain

@Suite struct SearchBooksUseCaseTests {
    @Test func shortQueriesReturnNothing() async throws {
        let repository = BookRepositoryStub()
        repository.searchResult = .success([Book(id: "1", title: "Dune", authors: [], coverURL: nil)])
        #expect(try await SearchBooksUseCase(repository: repository)("du").isEmpty)
    }

    @Test func resultsAreSortedByTitle() async throws {
        let repository = BookRepositoryStub()
        repository.searchResult = .success([
            Book(id: "2", title: "Emma", authors: [], coverURL: nil), Book(id: "1", title: "Dune", authors: [], coverURL: nil),
        ])
        #expect(try await SearchBooksUseCase(repository: repository)("book").map(\.title) == ["Dune", "Emma"])
    }
}
