import Foundation

enum NetworkError: Error {
    case error(statusCode: Int, data: Data?)
    case notConnected
    case cancelled
    case generic(Error)
    case urlGeneration
}

protocol NetworkCancellable {
    func cancel()
}

extension URLSessionTask: NetworkCancellable {}

protocol NetworkService {
    typealias CompletionHandler = (Result<Data?, NetworkError>) -> Void

    func request(endpoint: Requestable, completion: @escaping CompletionHandler) -> NetworkCancellable?
}

final class DefaultNetworkService {
    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }
}

extension DefaultNetworkService: NetworkService {
    func request(endpoint: Requestable, completion: @escaping CompletionHandler) -> NetworkCancellable? {
        guard let request = try? endpoint.urlRequest(baseURL: baseURL) else {
            completion(.failure(.urlGeneration))
            return nil
        }
        let task = session.dataTask(with: request) { data, response, error in
            if let error {
                let code = (error as NSError).code
                completion(.failure(code == NSURLErrorNotConnectedToInternet ? .notConnected : .generic(error)))
            } else if let response = response as? HTTPURLResponse, !(200..<300).contains(response.statusCode) {
                completion(.failure(.error(statusCode: response.statusCode, data: data)))
            } else {
                completion(.success(data))
            }
        }
        task.resume()
        return task
    }
}
