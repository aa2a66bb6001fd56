//
//  FakeProductsGateway.swift
//  Shop
//
//  Created by Tomás Herrera on 12/02/2024.
//

import Foundation
@testable import Shop

final class FakeProductsGateway: ProductsGateway {
  var productsToReturn: [ProductModel] = []
  var errorToThrow: Error?
  private(set) var requestedPages: [Int] = []
  private(set) var searchedQueries: [String] = []

  func fetchProducts(page: Int) async throws -> [ProductModel] {
    if let errorToThrow { throw errorToThrow }
    requestedPages.append(page)
    return productsToReturn
  }

  func fetchProduct(id: String) async throws -> ProductModel {
    if let errorToThrow { throw errorToThrow }
    guard let product = productsToReturn.first(where: { $0.id == id }) else {
      throw ShopError.notFound
    }
    return product
  }

  func searchProducts(matching query: String) async throws -> [ProductModel] {
    if let errorToThrow { throw errorToThrow }
    searchedQueries.append(query)
    return productsToReturn.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }
}
