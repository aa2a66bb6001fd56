import Foundation

protocol ShowsResponseStorage {
    func getResponse(for request: ShowsRequestDTO, completion: @escaping (Result<ShowsResponseDTO?, Error>) -> Void)
    func save(response: ShowsResponseDTO, for requestDto: ShowsRequestDTO)
}
