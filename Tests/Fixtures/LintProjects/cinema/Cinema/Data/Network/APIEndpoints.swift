import Foundation

struct APIEndpoints {
    static func getShows(with showsRequestDTO: ShowsRequestDTO) -> Endpoint<ShowsResponseDTO> {
        Endpoint(path: "3/search/tv", method: .get, queryParameters: ["query": showsRequestDTO.query, "page": "\(showsRequestDTO.page)"])
    }
}
