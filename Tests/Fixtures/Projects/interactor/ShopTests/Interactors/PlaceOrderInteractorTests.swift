//
//  PlaceOrderInteractorTests.swift
//  Shop
//
//  Created by Lena Fischer on 07/02/2024.
//

import XCTest
@testable import Shop

final class PlaceOrderInteractorTests: XCTestCase {
  private var ordersGateway: FakeOrdersGateway!
  private var productsGateway: FakeProductsGateway!
  private var sut: PlaceOrderInteractor!

  override func setUp() {
    super.setUp()
    ordersGateway = FakeOrdersGateway()
    productsGateway = FakeProductsGateway()
    sut = PlaceOrderInteractor(ordersGateway: ordersGateway, productsGateway: productsGateway)
  }

  func test_callAsFunction_placesOrderWhenEverythingIsInStock() async throws {
    productsGateway.productsToReturn = [.fake(id: "prd_mug", stockCount: 5)]
    let items = [OrderItemModel(productID: "prd_mug", productName: "Enamel Mug", quantity: 2, unitPrice: 12.5)]

    let order = try await sut(customerID: "cus_1001", items: items, shippingAddress: "Kastanienallee 12")

    XCTAssertEqual(order.total, 25)
    XCTAssertEqual(ordersGateway.placedOrders.count, 1)
  }

  func test_callAsFunction_withOnlyZeroQuantities_throwsEmptyCart() async {
    let items = [OrderItemModel(productID: "prd_mug", productName: "Enamel Mug", quantity: 0, unitPrice: 12.5)]

    do {
      _ = try await sut(customerID: "cus_1001", items: items, shippingAddress: "Kastanienallee 12")
      XCTFail("Expected an error")
    } catch {
      XCTAssertEqual(error as? ShopError, .emptyCart)
    }
  }

  func test_callAsFunction_whenStockIsShort_throwsOutOfStock() async {
    productsGateway.productsToReturn = [.fake(id: "prd_mug", name: "Enamel Mug", stockCount: 1)]
    let items = [OrderItemModel(productID: "prd_mug", productName: "Enamel Mug", quantity: 3, unitPrice: 12.5)]

    do {
      _ = try await sut(customerID: "cus_1001", items: items, shippingAddress: "Kastanienallee 12")
      XCTFail("Expected an error")
    } catch {
      XCTAssertEqual(error as? ShopError, .outOfStock(productName: "Enamel Mug"))
      XCTAssertTrue(ordersGateway.placedOrders.isEmpty)
    }
  }
}
