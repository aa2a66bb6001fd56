import Foundation

final class FetchRecentShowQueriesUseCase: UseCase {
    struct RequestValue {
        let maxCount: Int
    }
    typealias ResultValue = Result<[ShowQuery], Error>

    private let requestValue: RequestValue
    private let completion: (ResultValue) -> Void
    private let showQueriesRepository: ShowQueriesRepository

    init(requestValue: RequestValue, completion: @escaping (ResultValue) -> Void, showQueriesRepository: ShowQueriesRepository) {
        self.requestValue = requestValue
        self.completion = completion
        self.showQueriesRepository = showQueriesRepository
    }

    func start() -> Cancellable? {
        showQueriesRepository.fetchRecentsQueries(maxCount: requestValue.maxCount, completion: completion)
        return nil
    }
}
