//
//  LoadOrdersInteractorTests.swift
//  Shop
//
//  Created by Lena Fischer on 04/02/2024.
//

import XCTest
@testable import Shop

final class LoadOrdersInteractorTests: XCTestCase {
  private var gateway: FakeOrdersGateway!
  private var sut: LoadOrdersInteractor!

  override func setUp() {
    super.setUp()
    gateway = FakeOrdersGateway()
    sut = LoadOrdersInteractor(gateway: gateway)
  }

  override func tearDown() {
    sut = nil
    gateway = nil
    super.tearDown()
  }

  func test_callAsFunction_returnsNewestOrdersFirst() async throws {
    gateway.ordersToReturn = [
      .fake(id: "old", createdAt: Date(timeIntervalSince1970: 1_000)),
      .fake(id: "new", createdAt: Date(timeIntervalSince1970: 2_000))
    ]

    let orders = try await sut(customerID: "cus_1001")

    XCTAssertEqual(orders.map(\.id), ["new", "old"])
  }

  func test_callAsFunction_whenGatewayFails_rethrows() async {
    gateway.errorToThrow = ShopError.network

    do {
      _ = try await sut(customerID: "cus_1001")
      XCTFail("Expected an error")
    } catch {
      XCTAssertEqual(error as? ShopError, .network)
    }
  }
}
