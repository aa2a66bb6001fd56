import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OrdersData

final class HTTPTransportSpy: HTTPTransport, @unchecked Sendable {
    var responseBody = Data()
    var statusCode = 200
    private(set) var requests: [URLRequest] = []

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        requests.append(request)
        let response = HTTPURLResponse(url: request.url!, statusCode: statusCode, httpVersion: nil, headerFields: nil)!
        return (responseBody, response)
    }
}
