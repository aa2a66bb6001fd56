import Foundation
import MoviesDomain
import Testing
@testable import MoviesInfrastructure

@Suite("MovieMapper")
struct MovieMapperTests {
    private let mapper = MovieMapper()

    @Test("maps a stored entity to the domain")
    func mapsEntityToDomain() {
        let domain = Movie.mock()
        let entity = mapper.map(domain)

        let result = mapper.map(entity)

        #expect(result.id == domain.id)
        #expect(result.title == domain.title)
        #expect(result.overview == domain.overview)
        #expect(result.posterPath == domain.posterPath)
    }
}
