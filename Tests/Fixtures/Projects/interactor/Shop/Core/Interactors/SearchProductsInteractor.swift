//
//  SearchProductsInteractor.swift
//  Shop
//
//  Created by Tomás Herrera on 14/02/2024.
//

import Foundation

protocol SearchProductsInteractorProtocol {
  func callAsFunction(query: String) async throws -> [ProductModel]
}

/// Searches the catalogue; products that are in stock come first, each group sorted by name.
final class SearchProductsInteractor: SearchProductsInteractorProtocol {
  private let gateway: ProductsGateway
  private let minimumQueryLength = 3

  init(gateway: ProductsGateway) {
    self.gateway = gateway
  }

  func callAsFunction(query: String) async throws -> [ProductModel] {
    let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard query.count >= minimumQueryLength else {
      throw ShopError.invalidQuery
    }

    let products = try await gateway.searchProducts(matching: query)
    return products.sorted { lhs, rhs in
      if lhs.isInStock != rhs.isInStock {
        return lhs.isInStock
      }
      return lhs.name.localizedCaseInsensitiveCompare(rhs.name) == .orderedAscending
    }
  }
}
