//
//  ShopError.swift
//  Shop
//
//  Created by Lena Fischer on 03/02/2024.
//

import Foundation

enum ShopError: Error, Equatable {
  case notFound
  case network
  case emptyCart
  case invalidQuery
  case outOfStock(productName: String)
  case orderNotCancellable(OrderStatus)
}
