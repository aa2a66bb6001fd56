import Foundation

struct ShowsListItemViewModel: Equatable {
    let title: String
    let overview: String
    let firstAirDate: String
    let posterImagePath: String?

    init(show: Show) {
        title = show.title ?? ""
        posterImagePath = show.posterPath
        overview = show.overview ?? ""
        firstAirDate = show.firstAirDate.map { dateFormatter.string(from: $0) } ?? NSLocalizedString("To be announced", comment: "")
    }
}

private let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    return formatter
}()
