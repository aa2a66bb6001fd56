//
//  PlaceOrderInteractor.swift
//  Shop
//
//  Created by Lena Fischer on 07/02/2024.
//

import Foundation

protocol PlaceOrderInteractorProtocol {
  func callAsFunction(customerID: String, items: [OrderItemModel], shippingAddress: String) async throws -> OrderModel
}

final class PlaceOrderInteractor: PlaceOrderInteractorProtocol {
  private let ordersGateway: OrdersGateway
  private let productsGateway: ProductsGateway

  init(ordersGateway: OrdersGateway, productsGateway: ProductsGateway) {
    self.ordersGateway = ordersGateway
    self.productsGateway = productsGateway
  }

  func callAsFunction(customerID: String, items: [OrderItemModel], shippingAddress: String) async throws -> OrderModel {
    let items = items.filter { $0.quantity > 0 }
    guard !items.isEmpty else {
      throw ShopError.emptyCart
    }

    for item in items {
      let product = try await productsGateway.fetchProduct(id: item.productID)
      guard product.stockCount >= item.quantity else {
        throw ShopError.outOfStock(productName: product.name)
      }
    }

    return try await ordersGateway.placeOrder(
      customerID: customerID,
      items: items,
      shippingAddress: shippingAddress
    )
  }
}
