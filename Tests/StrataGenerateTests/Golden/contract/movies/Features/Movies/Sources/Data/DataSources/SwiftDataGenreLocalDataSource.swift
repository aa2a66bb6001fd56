import Foundation
#if canImport(SwiftData)
import SwiftData

/// `GenreLocalDataSourceContract` over SwiftData, on its own model actor.
@ModelActor
actor SwiftDataGenreLocalDataSource: GenreLocalDataSourceContract {
    private let mapper = GenreEntityMapper()

    func fetchGenre(id: Int) throws -> Genre? {
        try modelContext.fetch(descriptor(id)).first.map(mapper.map)
    }

    func fetchAllGenres() throws -> [Genre] {
        try modelContext.fetch(FetchDescriptor<GenreEntity>(sortBy: [SortDescriptor(\.cachedAt)])).map(mapper.map)
    }

    func saveGenres(_ genres: [Genre]) throws {
        for genre in genres {
            if let stored = try modelContext.fetch(descriptor(genre.id)).first {
                mapper.map(genre, to: stored)
            } else {
                modelContext.insert(mapper.map(genre))
            }
        }
        try modelContext.save()
    }

    func deleteGenre(id: Int) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: Int) -> FetchDescriptor<GenreEntity> {
        var descriptor = FetchDescriptor<GenreEntity>(predicate: #Predicate { $0.genreID == id })
        descriptor.fetchLimit = 1
        return descriptor
    }
}
#endif
