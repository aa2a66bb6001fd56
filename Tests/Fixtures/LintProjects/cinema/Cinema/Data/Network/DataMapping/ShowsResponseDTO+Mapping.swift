import Foundation

// MARK: - Data Transfer Object

struct ShowsResponseDTO: Decodable {
    private enum CodingKeys: String, CodingKey {
        case page
        case totalPages = "total_pages"
        case shows = "results"
    }
    let page: Int
    let totalPages: Int
    let shows: [ShowDTO]
}

extension ShowsResponseDTO {
    struct ShowDTO: Decodable {
        private enum CodingKeys: String, CodingKey {
            case id
            case name
            case genre
            case posterPath = "poster_path"
            case overview
            case firstAirDate = "first_air_date"
        }
        enum GenreDTO: String, Decodable {
            case drama
            case comedy
            case documentary
        }
        let id: Int
        let name: String?
        let genre: GenreDTO?
        let posterPath: String?
        let overview: String?
        let firstAirDate: String?
    }
}

// MARK: - Mappings to Domain

extension ShowsResponseDTO {
    func toDomain() -> ShowsPage {
        .init(page: page, totalPages: totalPages, shows: shows.map { $0.toDomain() })
    }
}

extension ShowsResponseDTO.ShowDTO {
    func toDomain() -> Show {
        .init(id: Show.Identifier(id), title: name, genre: genre?.toDomain(), posterPath: posterPath, overview: overview,
              firstAirDate: dateFormatter.date(from: firstAirDate ?? ""))
    }
}

extension ShowsResponseDTO.ShowDTO.GenreDTO {
    func toDomain() -> Show.Genre {
        switch self {
        case .drama: return .drama
        case .comedy: return .comedy
        case .documentary: return .documentary
        }
    }
}

private let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter
}()
