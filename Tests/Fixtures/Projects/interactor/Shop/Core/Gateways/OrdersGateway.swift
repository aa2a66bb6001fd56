//
//  OrdersGateway.swift
//  Shop
//
//  Created by Lena Fischer on 03/02/2024.
//

import Foundation

protocol OrdersGateway {
  func fetchOrders(customerID: String) async throws -> [OrderModel]
  func fetchOrder(id: String) async throws -> OrderModel
  func placeOrder(customerID: String, items: [OrderItemModel], shippingAddress: String) async throws -> OrderModel
  func cancelOrder(id: String) async throws -> OrderModel
}
