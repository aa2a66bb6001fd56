//
//  LoadOrdersInteractor.swift
//  Shop
//
//  Created by Lena Fischer on 03/02/2024.
//

import Foundation

protocol LoadOrdersInteractorProtocol {
  func callAsFunction(customerID: String) async throws -> [OrderModel]
}

final class LoadOrdersInteractor: LoadOrdersInteractorProtocol {
  private let gateway: OrdersGateway

  init(gateway: OrdersGateway) {
    self.gateway = gateway
  }

  func callAsFunction(customerID: String) async throws -> [OrderModel] {
    let orders = try await gateway.fetchOrders(customerID: customerID)
    return orders.sorted { $0.createdAt > $1.createdAt }
  }
}
