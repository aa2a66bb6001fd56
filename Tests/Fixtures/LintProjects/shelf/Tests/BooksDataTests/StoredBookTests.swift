import Foundation
import Testing
@testable import BooksData
@testable import BooksDomain

@Suite struct StoredBookTests {
    @Test func roundTripsTheReadingState() {
        let book = Book(id: "1", title: "Dune", authors: ["Frank Herbert"], coverURL: nil, readingState: .reading)
        #expect(StoredBook(book).toDomain().readingState == .reading)
    }
}
