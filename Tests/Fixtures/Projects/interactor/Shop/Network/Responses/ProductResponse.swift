//
//  ProductResponse.swift
//  Shop
//
//  Created by Tomás Herrera on 12/02/2024.
//

import Foundation

struct ProductResponse: Decodable {
  let id: String
  let name: String
  let priceCents: Int
  let stock: Int
  let imageURL: URL?

  enum CodingKeys: String, CodingKey {
    case id
    case name
    case priceCents = "price_cents"
    case stock
    case imageURL = "image_url"
  }

  func toModel() -> ProductModel {
    ProductModel(
      id: id,
      name: name,
      price: Decimal(priceCents) / 100,
      stockCount: stock,
      imageURL: imageURL
    )
  }
}
