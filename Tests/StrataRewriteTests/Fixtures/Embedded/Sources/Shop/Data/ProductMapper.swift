struct ProductMapper {
    private let priceMapper = PriceMapper()

    func map(_ dto: ProductDTO) -> Product {
        Product(id: dto.id, name: dto.name, price: priceMapper.map(dto.price))
    }
}
