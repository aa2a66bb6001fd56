import Foundation
import Testing
@testable import Shop

@Suite struct ProductMapperTests {
    @Test func mapsAProductFromJSON() throws {
        let json = #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","name":"Lamp","price":{"amount":10,"currency":"EUR"}}"#
        let dto = try JSONDecoder().decode(ProductDTO.self, from: Data(json.utf8))
        let product = ProductMapper().map(dto)
        #expect(product.name == "Lamp")
        #expect(product.price == Price(amount: 10, currency: "EUR"))
    }

    @Test func mapsFieldByField() throws {
        let json = #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","name":"Lamp","price":{"amount":10,"currency":"EUR"}}"#
        let dto = try JSONDecoder().decode(ProductDTO.self, from: Data(json.utf8))
        let product = ProductMapper().map(dto)
        #expect(product.id == dto.id)
        #expect(product.name == dto.name)
    }
}
