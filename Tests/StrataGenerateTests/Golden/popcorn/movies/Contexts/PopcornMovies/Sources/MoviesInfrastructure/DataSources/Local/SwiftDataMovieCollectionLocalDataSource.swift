import Foundation
import MoviesDomain
import PopcornMoviesAdapters
#if canImport(SwiftData)
import SwiftData

/// `MovieCollectionLocalDataSource` over SwiftData, on its own model actor.
@ModelActor
actor SwiftDataMovieCollectionLocalDataSource: MovieCollectionLocalDataSource {
    private let mapper = MovieCollectionEntityMapper()

    func fetchMovieCollection(id: Int) throws -> MovieCollection? {
        try modelContext.fetch(descriptor(id)).first.map(mapper.map)
    }

    func fetchAllMovieCollections() throws -> [MovieCollection] {
        try modelContext.fetch(FetchDescriptor<PopcornMoviesMovieCollectionEntity>(sortBy: [SortDescriptor(\.cachedAt)])).map(mapper.map)
    }

    func saveMovieCollections(_ movieCollections: [MovieCollection]) throws {
        for movieCollection in movieCollections {
            if let stored = try modelContext.fetch(descriptor(movieCollection.id)).first {
                mapper.map(movieCollection, to: stored)
            } else {
                modelContext.insert(mapper.map(movieCollection))
            }
        }
        try modelContext.save()
    }

    func deleteMovieCollection(id: Int) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: Int) -> FetchDescriptor<PopcornMoviesMovieCollectionEntity> {
        var descriptor = FetchDescriptor<PopcornMoviesMovieCollectionEntity>(predicate: #Predicate { $0.movieCollectionID == id })
        descriptor.fetchLimit = 1
        return descriptor
    }
}
#endif
