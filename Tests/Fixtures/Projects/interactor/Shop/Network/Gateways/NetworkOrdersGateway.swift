//
//  NetworkOrdersGateway.swift
//  Shop
//
//  Created by Lena Fischer on 04/02/2024.
//

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class NetworkOrdersGateway: OrdersGateway {
  private struct PlaceOrderBody: Encodable {
    struct Item: Encodable {
      let product_id: String
      let quantity: Int
    }

    let customer_id: String
    let items: [Item]
    let shipping_address: String
  }

  private let client: HTTPClient
  private let baseURL: URL
  private let decoder: JSONDecoder

  init(client: HTTPClient, baseURL: URL) {
    self.client = client
    self.baseURL = baseURL
    self.decoder = JSONDecoder()
    self.decoder.dateDecodingStrategy = .iso8601
  }

  func fetchOrders(customerID: String) async throws -> [OrderModel] {
    let responses: [OrderResponse] = try await send(.orders(customerID: customerID))
    return responses.map { $0.toModel() }
  }

  func fetchOrder(id: String) async throws -> OrderModel {
    let response: OrderResponse = try await send(.order(id: id))
    return response.toModel()
  }

  func placeOrder(customerID: String, items: [OrderItemModel], shippingAddress: String) async throws -> OrderModel {
    let body = PlaceOrderBody(
      customer_id: customerID,
      items: items.map { PlaceOrderBody.Item(product_id: $0.productID, quantity: $0.quantity) },
      shipping_address: shippingAddress
    )
    let response: OrderResponse = try await send(.placeOrder, body: try JSONEncoder().encode(body))
    return response.toModel()
  }

  func cancelOrder(id: String) async throws -> OrderModel {
    let response: OrderResponse = try await send(.cancelOrder(id: id))
    return response.toModel()
  }

  private func send<Response: Decodable>(_ endpoint: ShopEndpoint, body: Data? = nil) async throws -> Response {
    let data: Data
    let httpResponse: HTTPURLResponse
    do {
      (data, httpResponse) = try await client.send(endpoint.makeRequest(baseURL: baseURL, body: body))
    } catch {
      throw ShopError.network
    }

    switch httpResponse.statusCode {
    case 200..<300:
      do {
        return try decoder.decode(Response.self, from: data)
      } catch {
        throw ShopError.network
      }
    case 404:
      throw ShopError.notFound
    default:
      throw ShopError.network
    }
  }
}
