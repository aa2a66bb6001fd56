import Foundation

struct ShowsRequestDTO: Encodable {
    let query: String
    let page: Int
}
