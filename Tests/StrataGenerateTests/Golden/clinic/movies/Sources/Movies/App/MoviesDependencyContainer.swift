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

    func makeGetMovieUseCase() -> GetMovieUseCaseProtocol {
        GetMovieUseCase(repository: movieRepository)
    }

    func makeRefreshMovieUseCase() -> RefreshMovieUseCaseProtocol {
        RefreshMovieUseCase(repository: movieRepository)
    }

    func makeGetMoviesPageUseCase() -> GetMoviesPageUseCaseProtocol {
        GetMoviesPageUseCase(repository: movieRepository)
    }

    func makeRefreshMoviesPageUseCase() -> RefreshMoviesPageUseCaseProtocol {
        RefreshMoviesPageUseCase(repository: movieRepository)
    }

    func makeSearchMoviesPageUseCase() -> SearchMoviesPageUseCaseProtocol {
        SearchMoviesPageUseCase(repository: movieRepository)
    }

    func makeGetPersonUseCase() -> GetPersonUseCaseProtocol {
        GetPersonUseCase(repository: personRepository)
    }

    func makeSearchPeoplePageUseCase() -> SearchPeoplePageUseCaseProtocol {
        SearchPeoplePageUseCase(repository: personRepository)
    }

    func makeFetchGenresUseCase() -> FetchGenresUseCaseProtocol {
        FetchGenresUseCase(repository: genreRepository)
    }

    func makeFetchMovieCollectionUseCase() -> FetchMovieCollectionUseCaseProtocol {
        FetchMovieCollectionUseCase(repository: movieCollectionRepository)
    }

    func makeCreateReviewUseCase() -> CreateReviewUseCaseProtocol {
        CreateReviewUseCase(repository: reviewRepository)
    }

    func makeUpdateReviewUseCase() -> UpdateReviewUseCaseProtocol {
        UpdateReviewUseCase(repository: reviewRepository)
    }

    func makeDeleteReviewUseCase() -> DeleteReviewUseCaseProtocol {
        DeleteReviewUseCase(repository: reviewRepository)
    }

    func makeFetchMovieCastUseCase() -> FetchMovieCastUseCaseProtocol {
        FetchMovieCastUseCase(repository: castMemberRepository)
    }

    func makeCalculateAverageRatingUseCase() -> CalculateAverageRatingUseCaseProtocol {
        CalculateAverageRatingUseCase(repository: reviewRepository)
    }

    func makeToggleFavouriteMovieUseCase() -> ToggleFavouriteMovieUseCaseProtocol {
        ToggleFavouriteMovieUseCase(repository: movieRepository)
    }
}
