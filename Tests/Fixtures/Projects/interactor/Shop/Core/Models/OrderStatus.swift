//
//  OrderStatus.swift
//  Shop
//
//  Created by Lena Fischer on 03/02/2024.
//

import Foundation

enum OrderStatus: String, Equatable {
  case pending
  case paid
  case shipped
  case delivered
  case cancelled

  /// Orders can be cancelled until they leave the warehouse.
  var isCancellable: Bool {
    self == .pending || self == .paid
  }
}
