//
//  ProductModel.swift
//  Shop
//
//  Created by Tomás Herrera on 12/02/2024.
//

import Foundation

struct ProductModel: Equatable, Identifiable {
  let id: String
  let name: String
  let price: Decimal
  let stockCount: Int
  let imageURL: URL?

  var isInStock: Bool {
    stockCount > 0
  }
}
