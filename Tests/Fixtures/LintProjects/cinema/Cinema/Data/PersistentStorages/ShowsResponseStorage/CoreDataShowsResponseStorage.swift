import CoreData
import Foundation

final class ShowsResponseEntity: NSManagedObject {
    @NSManaged var query: String?
    @NSManaged var page: Int32
    @NSManaged var payload: Data?
}

final class CoreDataShowsResponseStorage {
    private let coreDataStorage: CoreDataStorage

    init(coreDataStorage: CoreDataStorage = CoreDataStorage.shared) {
        self.coreDataStorage = coreDataStorage
    }

    private func fetchRequest(for requestDto: ShowsRequestDTO) -> NSFetchRequest<ShowsResponseEntity> {
        let request = NSFetchRequest<ShowsResponseEntity>(entityName: "ShowsResponseEntity")
        request.predicate = NSPredicate(format: "query = %@ AND page = %d", requestDto.query, requestDto.page)
        return request
    }
}

extension CoreDataShowsResponseStorage: ShowsResponseStorage {
    func getResponse(for requestDto: ShowsRequestDTO, completion: @escaping (Result<ShowsResponseDTO?, Error>) -> Void) {
        coreDataStorage.performBackgroundTask { context in
            do {
                let entity = try context.fetch(self.fetchRequest(for: requestDto)).first
                let response = try entity?.payload.map { try JSONDecoder().decode(ShowsResponseDTO.self, from: $0) }
                completion(.success(response))
            } catch {
                completion(.failure(CoreDataStorageError.readError(error)))
            }
        }
    }

    func save(response: ShowsResponseDTO, for requestDto: ShowsRequestDTO) {
        coreDataStorage.performBackgroundTask { context in
            let entity = ShowsResponseEntity(context: context)
            entity.query = requestDto.query
            entity.page = Int32(requestDto.page)
            try? context.save()
        }
    }
}
