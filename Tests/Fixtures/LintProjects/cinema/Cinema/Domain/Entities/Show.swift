import Foundation

struct Show: Equatable, Identifiable {
    typealias Identifier = String

    enum Genre {
        case drama
        case comedy
        case documentary
    }

    let id: Identifier
    let title: String?
    let genre: Genre?
    let posterPath: String?
    let overview: String?
    let firstAirDate: Date?
}

struct ShowsPage: Equatable {
    let page: Int
    let totalPages: Int
    let shows: [Show]
}
