//
//  OrderModel+Fake.swift
//  Shop
//
//  Created by Lena Fischer on 04/02/2024.
//

import Foundation
@testable import Shop

extension OrderModel {
  static func fake(
    id: String = "ord_7Q2K9",
    customerID: String = "cus_1001",
    items: [OrderItemModel] = [
      OrderItemModel(productID: "prd_mug", productName: "Enamel Mug", quantity: 2, unitPrice: 12.5)
    ],
    status: OrderStatus = .paid,
    createdAt: Date = Date(timeIntervalSince1970: 1_706_950_000),
    shippingAddress: String = "Kastanienallee 12, 10435 Berlin"
  ) -> OrderModel {
    OrderModel(
      id: id,
      customerID: customerID,
      items: items,
      status: status,
      createdAt: createdAt,
      shippingAddress: shippingAddress
    )
  }
}
