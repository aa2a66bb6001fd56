//
//  CancelOrderInteractor.swift
//  Shop
//
//  Created by Lena Fischer on 05/02/2024.
//

import Foundation

protocol CancelOrderInteractorProtocol {
  func callAsFunction(orderID: String) async throws -> OrderModel
}

final class CancelOrderInteractor: CancelOrderInteractorProtocol {
  private let gateway: OrdersGateway

  init(gateway: OrdersGateway) {
    self.gateway = gateway
  }

  func callAsFunction(orderID: String) async throws -> OrderModel {
    let order = try await gateway.fetchOrder(id: orderID)
    guard order.status.isCancellable else {
      throw ShopError.orderNotCancellable(order.status)
    }
    return try await gateway.cancelOrder(id: orderID)
  }
}
