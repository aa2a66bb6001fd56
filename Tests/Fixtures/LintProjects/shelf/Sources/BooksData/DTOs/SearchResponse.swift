import Foundation
import BooksDomain

struct SearchResponse: Decodable {
    let numFound: Int
    let docs: [Doc]

    struct Doc: Decodable {
        let key: String
        let title: String
        let authorName: [String]?
        let coverI: Int?

        enum CodingKeys: String, CodingKey {
            case key, title
            case authorName = "author_name"
            case coverI = "cover_i"
        }

        func toDomain() -> Book {
            Book(
                id: key, title: title, authors: authorName ?? [],
                coverURL: coverI.map { URL(string: "https://covers.openlibrary.org/b/id/\($0)-M.jpg")! })
        }
    }
}
