import Foundation

/// Builds the Movies use cases from the repositories the app provides.
final class MoviesDependencyContainer {
    private let movieRepository: MovieRepository
    private let genreRepository: GenreRepository
    private let personRepository: PersonRepository
    private let castMemberRepository: CastMemberRepository
    private let movieCollectionRepository: MovieCollectionRepository
    private let reviewRepository: ReviewRepository

    init(
        movieRepository: MovieRepository,
        genreRepository: GenreRepository,
        personRepository: PersonRepository,
        castMemberRepository: CastMemberRepository,
        movieCollectionRepository: MovieCollectionRepository,
        reviewRepository: ReviewRepository
    ) {
        self.movieRepository = movieRepository
        self.genreRepository = genreRepository
        self.personRepository = personRepository
        self.castMemberRepository = castMemberRepository
        self.movieCollectionRepository = movieCollectionRepository
        self.reviewRepository = reviewRepository
    }

    func makeGetMovieUseCase() -> GetMovieUseCase {
        GetMovieUseCase(repository: movieRepository)
    }

    func makeRefreshMovieUseCase() -> RefreshMovieUseCase {
        RefreshMovieUseCase(repository: movieRepository)
    }

    func makeGetMoviesPageUseCase() -> GetMoviesPageUseCase {
        GetMoviesPageUseCase(repository: movieRepository)
    }

    func makeRefreshMoviesPageUseCase() -> RefreshMoviesPageUseCase {
        RefreshMoviesPageUseCase(repository: movieRepository)
    }

    func makeSearchMoviesPageUseCase() -> SearchMoviesPageUseCase {
        SearchMoviesPageUseCase(repository: movieRepository)
    }

    func makeGetPersonUseCase() -> GetPersonUseCase {
        GetPersonUseCase(repository: personRepository)
    }

    func makeSearchPeoplePageUseCase() -> SearchPeoplePageUseCase {
        SearchPeoplePageUseCase(repository: personRepository)
    }

    func makeFetchGenresUseCase() -> FetchGenresUseCase {
        FetchGenresUseCase(repository: genreRepository)
    }

    func makeFetchMovieCollectionUseCase() -> FetchMovieCollectionUseCase {
        FetchMovieCollectionUseCase(repository: movieCollectionRepository)
    }

    func makeCreateReviewUseCase() -> CreateReviewUseCase {
        CreateReviewUseCase(repository: reviewRepository)
    }

    func makeUpdateReviewUseCase() -> UpdateReviewUseCase {
        UpdateReviewUseCase(repository: reviewRepository)
    }

    func makeDeleteReviewUseCase() -> DeleteReviewUseCase {
        DeleteReviewUseCase(repository: reviewRepository)
    }

    func makeFetchMovieCastUseCase() -> FetchMovieCastUseCase {
        FetchMovieCastUseCase(repository: castMemberRepository)
    }

    func makeCalculateAverageRatingUseCase() -> CalculateAverageRatingUseCase {
        CalculateAverageRatingUseCase(repository: reviewRepository)
    }

    func makeToggleFavouriteMovieUseCase() -> ToggleFavouriteMovieUseCase {
        ToggleFavouriteMovieUseCase(repository: movieRepository)
    }
}
