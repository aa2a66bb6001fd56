import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

enum CharacterAPIError: Error, Equatable {
	case notFound
	case invalidResponse(statusCode: Int)
}

protocol CharacterRemoteDataSourceContract: Sendable {
	func fetchCharacter(identifier: Int) async throws -> CharacterDTO
	func fetchCharactersPage(page: Int) async throws -> CharactersPageDTO
}

struct CharacterRemoteDataSource: CharacterRemoteDataSourceContract {
	private let session: URLSession
	private let baseURL: URL

	init(session: URLSession = .shared, baseURL: URL = URL(string: "https://rickandmortyapi.com/api")!) {
		self.session = session
		self.baseURL = baseURL
	}

	func fetchCharacter(identifier: Int) async throws -> CharacterDTO {
		try await get(baseURL.appendingPathComponent("character/\(identifier)"))
	}

	func fetchCharactersPage(page: Int) async throws -> CharactersPageDTO {
		var components = URLComponents(url: baseURL.appendingPathComponent("character"), resolvingAgainstBaseURL: false)
		components?.queryItems = [URLQueryItem(name: "page", value: String(page))]
		guard let url = components?.url else {
			throw CharacterAPIError.invalidResponse(statusCode: 0)
		}
		return try await get(url)
	}

	private func get<Response: Decodable>(_ url: URL) async throws -> Response {
		let (data, response) = try await session.data(from: url)
		let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
		guard statusCode != 404 else {
			throw CharacterAPIError.notFound
		}
		guard (200..<300).contains(statusCode) else {
			throw CharacterAPIError.invalidResponse(statusCode: statusCode)
		}
		return try JSONDecoder().decode(Response.self, from: data)
	}
}
