//
//  SwiftDataMovieLocalDataSource.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

#if canImport(SwiftData)
import Foundation
import MoviesDomain
import SwiftData

@ModelActor
actor SwiftDataMovieLocalDataSource: MovieLocalDataSource {

    private static let timeToLive: TimeInterval = 60 * 60 * 24

    private let mapper = MovieMapper()

    func movie(withID id: Int) async throws(MovieLocalDataSourceError) -> Movie? {
        var descriptor = FetchDescriptor<PopcornMoviesMovieEntity>(
            predicate: #Predicate { $0.movieID == id }
        )
        descriptor.fetchLimit = 1

        let entities: [PopcornMoviesMovieEntity]
        do {
            entities = try modelContext.fetch(descriptor)
                .filter { !$0.isExpired(timeToLive: Self.timeToLive) }
        } catch {
            throw .persistence
        }

        return entities.first?.map(mapper.map)
    }

    func setMovie(_ movie: Movie) async throws(MovieLocalDataSourceError) {
        let movieID = movie.id
        var descriptor = FetchDescriptor<PopcornMoviesMovieEntity>(
            predicate: #Predicate { $0.movieID == movieID }
        )
        descriptor.fetchLimit = 1

        do {
            if let entity = try modelContext.fetch(descriptor).first {
                mapper.map(movie, to: entity)
            } else {
                modelContext.insert(mapper.map(movie))
            }
            try modelContext.save()
        } catch {
            throw .persistence
        }
    }

}

// MARK: - Expiry

protocol ModelExpirable {

    var cachedAt: Date { get }

}

extension ModelExpirable {

    func isExpired(timeToLive: TimeInterval, now: Date = .now) -> Bool {
        now.timeIntervalSince(cachedAt) > timeToLive
    }

}
#endif
