//
//  OrderResponse.swift
//  Shop
//
//  Created by Lena Fischer on 03/02/2024.
//

import Foundation

struct OrderResponse: Decodable {
  struct Item: Decodable {
    let productID: String
    let productName: String
    let quantity: Int
    let unitPriceCents: Int

    enum CodingKeys: String, CodingKey {
      case productID = "product_id"
      case productName = "product_name"
      case quantity
      case unitPriceCents = "unit_price_cents"
    }
  }

  let id: String
  let customerID: String
  let items: [Item]
  let status: String
  let createdAt: Date
  let shippingAddress: String

  enum CodingKeys: String, CodingKey {
    case id
    case customerID = "customer_id"
    case items
    case status
    case createdAt = "created_at"
    case shippingAddress = "shipping_address"
  }

  func toModel() -> OrderModel {
    OrderModel(
      id: id,
      customerID: customerID,
      items: items.map { item in
        OrderItemModel(
          productID: item.productID,
          productName: item.productName,
          quantity: item.quantity,
          unitPrice: Decimal(item.unitPriceCents) / 100
        )
      },
      status: OrderStatus(rawValue: status) ?? .pending,
      createdAt: createdAt,
      shippingAddress: shippingAddress
    )
  }
}
