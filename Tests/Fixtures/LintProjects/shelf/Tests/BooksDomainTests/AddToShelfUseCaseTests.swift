import Testing
@testable import BooksDomain

@Suite struct AddToShelfUseCaseTests {
    @Test func aBookIsAddedOnce() async throws {
        let repository = BookRepositoryStub()
        let book = Book(id: "1", title: "Dune", authors: [], coverURL: nil)
        repository.shelfBooks = [book]
        try await AddToShelfUseCase(repository: repository)(book)
        #expect(repository.saved.isEmpty)
    }
}
