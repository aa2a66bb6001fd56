//
//  OrderItemModel.swift
//  Shop
//
//  Created by Lena Fischer on 03/02/2024.
//

import Foundation

struct OrderItemModel: Equatable {
  let productID: String
  let productName: String
  let quantity: Int
  let unitPrice: Decimal

  var lineTotal: Decimal {
    unitPrice * Decimal(quantity)
  }
}
