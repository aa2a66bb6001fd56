import Foundation
import BooksDomain

public final class LiveBookRepository: BookRepository {
    private let client: OpenLibraryClient
    private let store: ShelfStore

    public init(client: OpenLibraryClient, storageDirectory: URL) {
        self.client = client
        store = ShelfStore(directory: storageDirectory)
    }

    public func search(_ query: String, page: Int) async throws(BooksError) -> [Book] {
        do {
            let response: SearchResponse = try await client.get(
                "/search.json", query: [URLQueryItem(name: "q", value: query), URLQueryItem(name: "page", value: String(page + 1))])
            return response.docs.map { $0.toDomain() }
        } catch {
            throw BooksError(error)
        }
    }

    public func book(id: String) async throws(BooksError) -> Book {
        do {
            let doc: SearchResponse.Doc = try await client.get("/works/\(id).json")
            return doc.toDomain()
        } catch {
            throw BooksError(error)
        }
    }

    public func shelf() async throws(BooksError) -> [Book] {
        await store.all().map { $0.toDomain() }
    }

    public func save(_ book: Book) async throws(BooksError) {
        do {
            try await store.put(StoredBook(book))
        } catch {
            throw .unknown
        }
    }
}

extension BooksError {
    init(_ failure: OpenLibraryClient.Failure) {
        switch failure {
        case .transport(.notConnectedToInternet): self = .offline
        case .status(404): self = .notFound
        case .status(429): self = .rateLimited(retryAfterSeconds: 60)
        default: self = .unknown
        }
    }
}
