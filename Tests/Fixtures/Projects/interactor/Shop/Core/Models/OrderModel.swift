//
//  OrderModel.swift
//  Shop
//
//  Created by Lena Fischer on 03/02/2024.
//

import Foundation

struct OrderModel: Equatable, Identifiable {
  let id: String
  let customerID: String
  let items: [OrderItemModel]
  let status: OrderStatus
  let createdAt: Date
  let shippingAddress: String

  var total: Decimal {
    items.reduce(0) { $0 + $1.lineTotal }
  }

  var itemCount: Int {
    items.reduce(0) { $0 + $1.quantity }
  }
}
