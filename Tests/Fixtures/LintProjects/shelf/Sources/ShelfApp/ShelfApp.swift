import BooksData
import BooksDomain
import BooksFeature
import Foundation
import SwiftUI

@main
struct ShelfApp: App {
    private let repository = LiveBookRepository(client: OpenLibraryClient(), storageDirectory: URL.applicationSupportDirectory)

    var body: some Scene {
        WindowGroup {
            SearchView(model: SearchViewModel(
                searchBooks: SearchBooksUseCase(repository: repository), addToShelf: AddToShelfUseCase(repository: repository)))
        }
    }
}
