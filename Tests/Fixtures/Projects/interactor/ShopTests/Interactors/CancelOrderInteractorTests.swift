//
//  CancelOrderInteractorTests.swift
//  Shop
//
//  Created by Lena Fischer on 05/02/2024.
//

import XCTest
@testable import Shop

final class CancelOrderInteractorTests: XCTestCase {
  private var gateway: FakeOrdersGateway!
  private var sut: CancelOrderInteractor!

  override func setUp() {
    super.setUp()
    gateway = FakeOrdersGateway()
    sut = CancelOrderInteractor(gateway: gateway)
  }

  func test_callAsFunction_cancelsPaidOrder() async throws {
    gateway.ordersToReturn = [.fake(id: "ord_1", status: .paid)]

    let order = try await sut(orderID: "ord_1")

    XCTAssertEqual(order.status, .cancelled)
    XCTAssertEqual(gateway.cancelledOrderIDs, ["ord_1"])
  }

  func test_callAsFunction_whenShipped_throwsNotCancellable() async {
    gateway.ordersToReturn = [.fake(id: "ord_1", status: .shipped)]

    do {
      _ = try await sut(orderID: "ord_1")
      XCTFail("Expected an error")
    } catch {
      XCTAssertEqual(error as? ShopError, .orderNotCancellable(.shipped))
      XCTAssertTrue(gateway.cancelledOrderIDs.isEmpty)
    }
  }
}
