//
//  NetworkOrdersGatewayTests.swift
//  Shop
//
//  Created by Lena Fischer on 06/02/2024.
//

import XCTest
@testable import Shop

final class NetworkOrdersGatewayTests: XCTestCase {
  private var client: FakeHTTPClient!
  private var sut: NetworkOrdersGateway!

  override func setUp() {
    super.setUp()
    client = FakeHTTPClient()
    sut = NetworkOrdersGateway(client: client, baseURL: URL(string: "https://api.shop.example.com/v1")!)
  }

  func test_fetchOrder_decodesSnakeCaseResponse() async throws {
    client.body = Data("""
    {
      "id": "ord_7Q2K9",
      "customer_id": "cus_1001",
      "items": [{"product_id": "prd_mug", "product_name": "Enamel Mug", "quantity": 2, "unit_price_cents": 1250}],
      "status": "shipped",
      "created_at": "2024-02-03T09:30:00Z",
      "shipping_address": "Kastanienallee 12, 10435 Berlin"
    }
    """.utf8)

    let order = try await sut.fetchOrder(id: "ord_7Q2K9")

    XCTAssertEqual(order.status, .shipped)
    XCTAssertEqual(order.total, 25)
    XCTAssertEqual(client.sentRequests.first?.url?.path, "/v1/orders/ord_7Q2K9")
  }

  func test_fetchOrder_when404_throwsNotFound() async {
    client.statusCode = 404

    do {
      _ = try await sut.fetchOrder(id: "missing")
      XCTFail("Expected an error")
    } catch {
      XCTAssertEqual(error as? ShopError, .notFound)
    }
  }
}
