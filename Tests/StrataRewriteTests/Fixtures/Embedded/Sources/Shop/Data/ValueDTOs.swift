struct PriceDTO: Decodable, Equatable {
    let amount: Double
    let currency: String
}

struct SellerDTO: Decodable, Equatable {
    let name: String
}

struct DimensionsDTO: Decodable, Equatable {
    let width: Double
    let height: Double
}

struct TagDTO: Decodable, Equatable {
    let label: String

    func toDomain() -> Tag {
        Tag(label: label)
    }
}
