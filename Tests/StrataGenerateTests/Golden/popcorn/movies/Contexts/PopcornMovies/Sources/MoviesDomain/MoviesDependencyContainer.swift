import Foundation

/// Builds the Movies use cases from the repositories the app provides.
public final class MoviesDependencyContainer {
    private let movieRepository: MovieRepository
    private let genreRepository: GenreRepository
    private let personRepository: PersonRepository
    private let castMemberRepository: CastMemberRepository
    private let movieCollectionRepository: MovieCollectionRepository
    private let reviewRepository: ReviewRepository

    public init(
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

    public func makeDefaultGetMovieUseCase() -> GetMovieUseCase {
        DefaultGetMovieUseCase(repository: movieRepository)
    }

    public func makeDefaultRefreshMovieUseCase() -> RefreshMovieUseCase {
        DefaultRefreshMovieUseCase(repository: movieRepository)
    }

    public func makeDefaultGetMoviesPageUseCase() -> GetMoviesPageUseCase {
        DefaultGetMoviesPageUseCase(repository: movieRepository)
    }

    public func makeDefaultRefreshMoviesPageUseCase() -> RefreshMoviesPageUseCase {
        DefaultRefreshMoviesPageUseCase(repository: movieRepository)
    }

    public func makeDefaultSearchMoviesPageUseCase() -> SearchMoviesPageUseCase {
        DefaultSearchMoviesPageUseCase(repository: movieRepository)
    }

    public func makeDefaultGetPersonUseCase() -> GetPersonUseCase {
        DefaultGetPersonUseCase(repository: personRepository)
    }

    public func makeDefaultSearchPeoplePageUseCase() -> SearchPeoplePageUseCase {
        DefaultSearchPeoplePageUseCase(repository: personRepository)
    }

    public func makeDefaultFetchGenresUseCase() -> FetchGenresUseCase {
        DefaultFetchGenresUseCase(repository: genreRepository)
    }

    public func makeDefaultFetchMovieCollectionUseCase() -> FetchMovieCollectionUseCase {
        DefaultFetchMovieCollectionUseCase(repository: movieCollectionRepository)
    }

    public func makeDefaultCreateReviewUseCase() -> CreateReviewUseCase {
        DefaultCreateReviewUseCase(repository: reviewRepository)
    }

    public func makeDefaultUpdateReviewUseCase() -> UpdateReviewUseCase {
        DefaultUpdateReviewUseCase(repository: reviewRepository)
    }

    public func makeDefaultDeleteReviewUseCase() -> DeleteReviewUseCase {
        DefaultDeleteReviewUseCase(repository: reviewRepository)
    }

    public func makeDefaultFetchMovieCastUseCase() -> FetchMovieCastUseCase {
        DefaultFetchMovieCastUseCase(repository: castMemberRepository)
    }

    public func makeDefaultCalculateAverageRatingUseCase() -> CalculateAverageRatingUseCase {
        DefaultCalculateAverageRatingUseCase(repository: reviewRepository)
    }

    public func makeDefaultToggleFavouriteMovieUseCase() -> ToggleFavouriteMovieUseCase {
        DefaultToggleFavouriteMovieUseCase(repository: movieRepository)
    }
}
