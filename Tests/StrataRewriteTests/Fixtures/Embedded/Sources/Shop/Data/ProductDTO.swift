import Foundation

struct ProductDTO: Decodable, Equatable {
    let id: UUID
    let name: String
    let price: PriceDTO

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case price
    }
}
