import Foundation

/// Builds the Movies use cases from the repositories the app provides.
final class MoviesDependencyContainer {
    private let movieRepository: MovieRepositoryProtocol
    private let genreRepository: GenreRepositoryProtocol
    private let personRepository: PersonRepositoryProtocol
    private let castMemberRepository: CastMemberRepositoryProtocol
    private let movieCollectionRepository: MovieCollectionRepositoryProtocol
    private let reviewRepository: ReviewRepositoryProtocol

    init(
        movieRepository: MovieRepositoryProtocol,
        genreRepository: GenreRepositoryProtocol,
        personRepository: PersonRepositoryProtocol,
        castMemberRepository: CastMemberRepositoryProtocol,
        movieCollectionRepository: MovieCollectionRepositoryProtocol,
        reviewRepository: ReviewRepositoryProtocol
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
