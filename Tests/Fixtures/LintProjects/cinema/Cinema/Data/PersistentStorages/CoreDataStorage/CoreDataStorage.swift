import CoreData

enum CoreDataStorageError: Error {
    case readError(Error)
    case saveError(Error)
}

final class CoreDataStorage {
    static let shared = CoreDataStorage()

    private lazy var persistentContainer: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "CoreDataStorage")
        container.loadPersistentStores { _, error in
            if let error { assertionFailure("CoreDataStorage: \(error)") }
        }
        return container
    }()

    func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        persistentContainer.performBackgroundTask(block)
    }
}
