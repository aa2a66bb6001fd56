//
//  FakeHTTPClient.swift
//  Shop
//
//  Created by Lena Fischer on 04/02/2024.
//

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import Shop

final class FakeHTTPClient: HTTPClient {
  var statusCode = 200
  var body = Data()
  private(set) var sentRequests: [URLRequest] = []

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    sentRequests.append(request)
    let response = HTTPURLResponse(url: request.url!, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: nil)!
    return (body, response)
  }
}
