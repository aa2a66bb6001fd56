import Foundation

struct SearchFilmDTO: Decodable {
    let id: Int
    let title: String
}
