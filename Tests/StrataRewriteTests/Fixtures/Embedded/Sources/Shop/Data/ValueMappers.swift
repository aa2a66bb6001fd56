/// A mapper the product mapper stores, one it does not store yet, and an initializer.
struct PriceMapper {
    func map(_ dto: PriceDTO) -> Price {
        Price(amount: dto.amount, currency: dto.currency)
    }
}

struct SellerMapper {
    func map(_ dto: SellerDTO) -> Seller {
        Seller(name: dto.name)
    }
}

extension Dimensions {
    init(dto: DimensionsDTO) {
        self.init(width: dto.width, height: dto.height)
    }
}
