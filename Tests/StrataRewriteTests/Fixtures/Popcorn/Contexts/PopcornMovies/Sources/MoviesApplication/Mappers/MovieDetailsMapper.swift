import CoreDomain
import Foundation
import MoviesDomain

struct MovieDetailsMapper {
    func map(
        _ entity: Movie,
        isOnWatchlist: Bool = false,
        imagesConfiguration: ImagesConfiguration
    ) -> MovieDetails {
        let posterURLSet = imagesConfiguration.posterURLSet(for: entity.posterPath)
        return MovieDetails(
            id: entity.id,
            title: entity.title,
            overview: entity.overview,
            posterURLSet: posterURLSet,
            isOnWatchlist: isOnWatchlist
        )
    }
}
