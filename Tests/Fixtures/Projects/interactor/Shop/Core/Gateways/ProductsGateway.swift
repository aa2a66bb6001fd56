//
//  ProductsGateway.swift
//  Shop
//
//  Created by Tomás Herrera on 12/02/2024.
//

import Foundation

protocol ProductsGateway {
  func fetchProducts(page: Int) async throws -> [ProductModel]
  func fetchProduct(id: String) async throws -> ProductModel
  func searchProducts(matching query: String) async throws -> [ProductModel]
}
