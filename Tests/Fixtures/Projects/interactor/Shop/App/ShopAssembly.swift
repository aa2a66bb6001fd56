//
//  ShopAssembly.swift
//  Shop
//
//  Created by Lena Fischer on 08/02/2024.
//

import Foundation

/// Wires gateways, interactors and presenters for the app delegate.
@MainActor
final class ShopAssembly {
  private let baseURL: URL
  private let httpClient: HTTPClient

  private lazy var ordersGateway: OrdersGateway = NetworkOrdersGateway(client: httpClient, baseURL: baseURL)
  private lazy var productsGateway: ProductsGateway = NetworkProductsGateway(client: httpClient, baseURL: baseURL)

  init(baseURL: URL = URL(string: "https://api.shop.example.com/v1")!, httpClient: HTTPClient = URLSessionHTTPClient()) {
    self.baseURL = baseURL
    self.httpClient = httpClient
  }

  func makeOrdersPresenter() -> OrdersPresenter {
    OrdersPresenter(
      loadOrders: LoadOrdersInteractor(gateway: ordersGateway),
      cancelOrder: CancelOrderInteractor(gateway: ordersGateway)
    )
  }

  func makeProductsPresenter() -> ProductsPresenter {
    ProductsPresenter(
      loadProducts: LoadProductsInteractor(gateway: productsGateway),
      searchProducts: SearchProductsInteractor(gateway: productsGateway)
    )
  }

  func makePlaceOrderInteractor() -> PlaceOrderInteractorProtocol {
    PlaceOrderInteractor(ordersGateway: ordersGateway, productsGateway: productsGateway)
  }
}
