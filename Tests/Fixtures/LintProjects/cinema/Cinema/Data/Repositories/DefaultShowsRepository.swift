import Foundation

final class DefaultShowsRepository {
    private let dataTransferService: DataTransferService
    private let cache: ShowsResponseStorage

    init(dataTransferService: DataTransferService, cache: ShowsResponseStorage) {
        self.dataTransferService = dataTransferService
        self.cache = cache
    }
}

extension DefaultShowsRepository: ShowsRepository {
    func fetchShowsList(
        query: ShowQuery,
        page: Int,
        cached: @escaping (ShowsPage) -> Void,
        completion: @escaping (Result<ShowsPage, Error>) -> Void
    ) -> Cancellable? {
        let requestDTO = ShowsRequestDTO(query: query.query, page: page)
        let task = RepositoryTask()
        cache.getResponse(for: requestDTO) { result in
            if case let .success(responseDTO?) = result {
                cached(responseDTO.toDomain())
            }
            guard !task.isCancelled else { return }
            let endpoint = APIEndpoints.getShows(with: requestDTO)
            task.networkTask = self.dataTransferService.request(with: endpoint) { result in
                switch result {
                case .success(let responseDTO):
                    self.cache.save(response: responseDTO, for: requestDTO)
                    completion(.success(responseDTO.toDomain()))
                case .failure(let error):
                    completion(.failure(error))
                }
            }
        }
        return task
    }
}
