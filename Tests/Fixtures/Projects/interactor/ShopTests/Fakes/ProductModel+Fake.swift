//
//  ProductModel+Fake.swift
//  Shop
//
//  Created by Tomás Herrera on 12/02/2024.
//

import Foundation
@testable import Shop

extension ProductModel {
  static func fake(
    id: String = "prd_mug",
    name: String = "Enamel Mug",
    price: Decimal = 12.5,
    stockCount: Int = 40,
    imageURL: URL? = URL(string: "https://cdn.shop.example.com/p/enamel-mug.jpg")
  ) -> ProductModel {
    ProductModel(id: id, name: name, price: price, stockCount: stockCount, imageURL: imageURL)
  }
}
