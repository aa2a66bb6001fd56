//
//  FakeOrdersGateway.swift
//  Shop
//
//  Created by Lena Fischer on 04/02/2024.
//

import Foundation
@testable import Shop

final class FakeOrdersGateway: OrdersGateway {
  var ordersToReturn: [OrderModel] = []
  var errorToThrow: Error?
  private(set) var cancelledOrderIDs: [String] = []
  private(set) var placedOrders: [(customerID: String, items: [OrderItemModel])] = []

  func fetchOrders(customerID: String) async throws -> [OrderModel] {
    if let errorToThrow { throw errorToThrow }
    return ordersToReturn.filter { $0.customerID == customerID }
  }

  func fetchOrder(id: String) async throws -> OrderModel {
    if let errorToThrow { throw errorToThrow }
    guard let order = ordersToReturn.first(where: { $0.id == id }) else {
      throw ShopError.notFound
    }
    return order
  }

  func placeOrder(customerID: String, items: [OrderItemModel], shippingAddress: String) async throws -> OrderModel {
    if let errorToThrow { throw errorToThrow }
    placedOrders.append((customerID, items))
    return .fake(id: "new-order", customerID: customerID, items: items, shippingAddress: shippingAddress)
  }

  func cancelOrder(id: String) async throws -> OrderModel {
    if let errorToThrow { throw errorToThrow }
    cancelledOrderIDs.append(id)
    let order = try await fetchOrder(id: id)
    return .fake(id: order.id, customerID: order.customerID, items: order.items, status: .cancelled)
  }
}
