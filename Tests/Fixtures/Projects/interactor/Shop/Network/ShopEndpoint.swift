//
//  ShopEndpoint.swift
//  Shop
//
//  Created by Lena Fischer on 03/02/2024.
//

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

enum ShopEndpoint {
  case orders(customerID: String)
  case order(id: String)
  case placeOrder
  case cancelOrder(id: String)
  case products(page: Int)
  case product(id: String)
  case searchProducts(query: String)

  func makeRequest(baseURL: URL, body: Data? = nil) -> URLRequest {
    var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
    components.queryItems = queryItems.isEmpty ? nil : queryItems
    var request = URLRequest(url: components.url!)
    request.httpMethod = method
    request.httpBody = body
    if body != nil {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    return request
  }

  private var path: String {
    switch self {
    case .orders: return "orders"
    case .order(let id): return "orders/\(id)"
    case .placeOrder: return "orders"
    case .cancelOrder(let id): return "orders/\(id)/cancel"
    case .products, .searchProducts: return "products"
    case .product(let id): return "products/\(id)"
    }
  }

  private var method: String {
    switch self {
    case .placeOrder, .cancelOrder: return "POST"
    default: return "GET"
    }
  }

  private var queryItems: [URLQueryItem] {
    switch self {
    case .orders(let customerID): return [URLQueryItem(name: "customer_id", value: customerID)]
    case .products(let page): return [URLQueryItem(name: "page", value: String(page))]
    case .searchProducts(let query): return [URLQueryItem(name: "q", value: query)]
    default: return []
    }
  }
}
