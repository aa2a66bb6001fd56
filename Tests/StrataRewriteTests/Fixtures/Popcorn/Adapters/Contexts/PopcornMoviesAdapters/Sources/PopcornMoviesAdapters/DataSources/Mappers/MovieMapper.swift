import Foundation
import MoviesDomain
import TMDb

struct MovieMapper {
    private let statusMapper = MovieStatusMapper()

    func map(_ dto: TMDb.Movie) -> MoviesDomain.Movie {
        MoviesDomain.Movie(
            id: dto.id,
            title: dto.title,
            overview: dto.overview ?? "",
            status: dto.status.map(statusMapper.map),
            posterPath: dto.posterPath
        )
    }
}
