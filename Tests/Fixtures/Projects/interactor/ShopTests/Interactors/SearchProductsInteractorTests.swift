//
//  SearchProductsInteractorTests.swift
//  Shop
//
//  Created by Tomás Herrera on 14/02/2024.
//

import XCTest
@testable import Shop

final class SearchProductsInteractorTests: XCTestCase {
  private var gateway: FakeProductsGateway!
  private var sut: SearchProductsInteractor!

  override func setUp() {
    super.setUp()
    gateway = FakeProductsGateway()
    sut = SearchProductsInteractor(gateway: gateway)
  }

  func test_callAsFunction_putsInStockProductsFirst() async throws {
    gateway.productsToReturn = [
      .fake(id: "1", name: "Mug Rack", stockCount: 0),
      .fake(id: "2", name: "Travel Mug", stockCount: 3),
      .fake(id: "3", name: "Enamel Mug", stockCount: 8)
    ]

    let products = try await sut(query: " mug ")

    XCTAssertEqual(products.map(\.id), ["3", "2", "1"])
    XCTAssertEqual(gateway.searchedQueries, ["mug"])
  }

  func test_callAsFunction_withShortQuery_throwsInvalidQuery() async {
    do {
      _ = try await sut(query: "mu")
      XCTFail("Expected an error")
    } catch {
      XCTAssertEqual(error as? ShopError, .invalidQuery)
      XCTAssertTrue(gateway.searchedQueries.isEmpty)
    }
  }
}
