import Foundation
#if canImport(SwiftData)
import SwiftData

/// `MovieLocalDataSource` over SwiftData, on its own model actor.
@ModelActor
actor SwiftDataMovieLocalDataSource: MovieLocalDataSource {
    private let mapper = MovieModelMapper()

    func fetchMovie(id: UUID) throws -> Movie? {
        try modelContext.fetch(descriptor(id)).first.map(mapper.map)
    }

    func fetchAllMovies() throws -> [Movie] {
        try modelContext.fetch(FetchDescriptor<MovieModel>(sortBy: [SortDescriptor(\.cachedAt)])).map(mapper.map)
    }

    func saveMovies(_ movies: [Movie]) throws {
        for movie in movies {
            if let stored = try modelContext.fetch(descriptor(movie.id)).first {
                mapper.map(movie, to: stored)
            } else {
                modelContext.insert(mapper.map(movie))
            }
        }
        try modelContext.save()
    }

    func deleteMovie(id: UUID) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: UUID) -> FetchDescriptor<MovieModel> {
        var descriptor = FetchDescriptor<MovieModel>(predicate: #Predicate { $0.movieID == id })
        descriptor.fetchLimit = 1
        return descriptor
    }
}
#endif
