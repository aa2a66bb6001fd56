//
//  NetworkProductsGateway.swift
//  Shop
//
//  Created by Tomás Herrera on 12/02/2024.
//

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class NetworkProductsGateway: ProductsGateway {
  private let client: HTTPClient
  private let baseURL: URL

  init(client: HTTPClient, baseURL: URL) {
    self.client = client
    self.baseURL = baseURL
  }

  func fetchProducts(page: Int) async throws -> [ProductModel] {
    let responses: [ProductResponse] = try await send(.products(page: page))
    return responses.map { $0.toModel() }
  }

  func fetchProduct(id: String) async throws -> ProductModel {
    let response: ProductResponse = try await send(.product(id: id))
    return response.toModel()
  }

  func searchProducts(matching query: String) async throws -> [ProductModel] {
    let responses: [ProductResponse] = try await send(.searchProducts(query: query))
    return responses.map { $0.toModel() }
  }

  private func send<Response: Decodable>(_ endpoint: ShopEndpoint) async throws -> Response {
    let data: Data
    let httpResponse: HTTPURLResponse
    do {
      (data, httpResponse) = try await client.send(endpoint.makeRequest(baseURL: baseURL))
    } catch {
      throw ShopError.network
    }

    switch httpResponse.statusCode {
    case 200..<300:
      do {
        return try JSONDecoder().decode(Response.self, from: data)
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
