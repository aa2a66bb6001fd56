import Foundation

/// Builds the Movies use cases from the repositories the app provides.
final class MoviesDependencyContainer {
    private let movieRepository: MovieRepositoryContract
    private let genreRepository: GenreRepositoryContract
    private let personRepository: PersonRepositoryContract
    private let castMemberRepository: CastMemberRepositoryContract
    private let movieCollectionRepository: MovieCollectionRepositoryContract
    private let reviewRepository: ReviewRepositoryContract

    init(
        movieRepository: MovieRepositoryContract,
        genreRepository: GenreRepositoryContract,
        personRepository: PersonRepositoryContract,
        castMemberRepository: CastMemberRepositoryContract,
        movieCollectionRepository: MovieCollectionRepositoryContract,
        reviewRepository: ReviewRepositoryContract
    ) {
        self.movieRepository = movieRepository
        self.genreRepository = genreRepository
        self.personRepository = personRepository
        self.castMemberRepository = castMemberRepository
        self.movieCollectionRepository = movieCollectionRepository
        self.reviewRepository = reviewRepository
    }

    func makeGetMovieUseCase() -> GetMovieUseCaseContract {
        GetMovieUseCase(repository: movieRepository)
    }

    func makeRefreshMovieUseCase() -> RefreshMovieUseCaseContract {
        RefreshMovieUseCase(repository: movieRepository)
    }

    func makeGetMoviesPageUseCase() -> GetMoviesPageUseCaseContract {
        GetMoviesPageUseCase(repository: movieRepository)
    }

    func makeRefreshMoviesPageUseCase() -> RefreshMoviesPageUseCaseContract {
        RefreshMoviesPageUseCase(repository: movieRepository)
    }

    func makeSearchMoviesPageUseCase() -> SearchMoviesPageUseCaseContract {
        SearchMoviesPageUseCase(repository: movieRepository)
    }

    func makeGetPersonUseCase() -> GetPersonUseCaseContract {
        GetPersonUseCase(repository: personRepository)
    }

    func makeSearchPeoplePageUseCase() -> SearchPeoplePageUseCaseContract {
        SearchPeoplePageUseCase(repository: personRepository)
    }

    func makeFetchGenresUseCase() -> FetchGenresUseCaseContract {
        FetchGenresUseCase(repository: genreRepository)
    }

    func makeFetchMovieCollectionUseCase() -> FetchMovieCollectionUseCaseContract {
        FetchMovieCollectionUseCase(repository: movieCollectionRepository)
    }

    func makeCreateReviewUseCase() -> CreateReviewUseCaseContract {
        CreateReviewUseCase(repository: reviewRepository)
    }

    func makeUpdateReviewUseCase() -> UpdateReviewUseCaseContract {
        UpdateReviewUseCase(repository: reviewRepository)
    }

    func makeDeleteReviewUseCase() -> DeleteReviewUseCaseContract {
        DeleteReviewUseCase(repository: reviewRepository)
    }

    func makeFetchMovieCastUseCase() -> FetchMovieCastUseCaseContract {
        FetchMovieCastUseCase(repository: castMemberRepository)
    }

    func makeCalculateAverageRatingUseCase() -> CalculateAverageRatingUseCaseContract {
        CalculateAverageRatingUseCase(repository: reviewRepository)
    }

    func makeToggleFavouriteMovieUseCase() -> ToggleFavouriteMovieUseCaseContract {
        ToggleFavouriteMovieUseCase(repository: movieRepository)
    }
}
