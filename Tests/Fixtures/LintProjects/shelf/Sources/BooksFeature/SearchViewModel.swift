import BooksDomain
import Observation

@Observable
@MainActor
public final class SearchViewModel {
    public private(set) var results: [Book] = []
    public private(set) var errorMessage: String?
    public var query = ""

    private let searchBooks: SearchBooksUseCase
    private let addToShelf: AddToShelfUseCase

    public init(searchBooks: SearchBooksUseCase, addToShelf: AddToShelfUseCase) {
        self.searchBooks = searchBooks
        self.addToShelf = addToShelf
    }

    public func search() async {
        do {
            results = try await searchBooks(query)
            errorMessage = nil
        } catch {
            errorMessage = error == .offline ? "You are offline." : "Search failed."
        }
    }

    public func add(_ book: Book) async {
        try? await addToShelf(book)
    }
}
