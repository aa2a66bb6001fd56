//
//  LoadProductsInteractorTests.swift
//  Shop
//
//  Created by Tomás Herrera on 12/02/2024.
//

import XCTest
@testable import Shop

final class LoadProductsInteractorTests: XCTestCase {
  func test_callAsFunction_clampsPageToOne() async throws {
    let gateway = FakeProductsGateway()
    gateway.productsToReturn = [.fake()]
    let sut = LoadProductsInteractor(gateway: gateway)

    let products = try await sut(page: 0)

    XCTAssertEqual(products, [.fake()])
    XCTAssertEqual(gateway.requestedPages, [1])
  }
}
