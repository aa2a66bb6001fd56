import Foundation

enum DataTransferError: Error {
    case noResponse
    case parsing(Error)
    case networkFailure(NetworkError)
}

protocol DataTransferService {
    @discardableResult
    func request<T: Decodable, E: ResponseRequestable>(
        with endpoint: E,
        completion: @escaping (Result<T, DataTransferError>) -> Void
    ) -> NetworkCancellable? where E.Response == T
}

final class DefaultDataTransferService {
    private let networkService: NetworkService
    private let decoder = JSONDecoder()

    init(networkService: NetworkService) {
        self.networkService = networkService
    }
}

extension DefaultDataTransferService: DataTransferService {
    func request<T: Decodable, E: ResponseRequestable>(
        with endpoint: E,
        completion: @escaping (Result<T, DataTransferError>) -> Void
    ) -> NetworkCancellable? where E.Response == T {
        networkService.request(endpoint: endpoint) { result in
            switch result {
            case .success(let data):
                guard let data else { return completion(.failure(.noResponse)) }
                do {
                    completion(.success(try self.decoder.decode(T.self, from: data)))
                } catch {
                    completion(.failure(.parsing(error)))
                }
            case .failure(let error):
                completion(.failure(.networkFailure(error)))
            }
        }
    }
}
