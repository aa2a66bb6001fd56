//
//  LoadProductsInteractor.swift
//  Shop
//
//  Created by Tomás Herrera on 12/02/2024.
//

import Foundation

protocol LoadProductsInteractorProtocol {
  func callAsFunction(page: Int) async throws -> [ProductModel]
}

final class LoadProductsInteractor: LoadProductsInteractorProtocol {
  private let gateway: ProductsGateway

  init(gateway: ProductsGateway) {
    self.gateway = gateway
  }

  func callAsFunction(page: Int) async throws -> [ProductModel] {
    try await gateway.fetchProducts(page: max(page, 1))
  }
}
