import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

enum EpisodeAPIError: Error, Equatable {
	case notFound
	case invalidResponse(statusCode: Int)
}

protocol EpisodeRemoteDataSourceContract: Sendable {
	func fetchEpisode(identifier: Int, allowCachedResponse: Bool) async throws -> EpisodeDTO
}

/// Episodes never change once aired, so caching is left to `URLCache`: the repository only decides
/// whether a cached HTTP response may be used.
struct EpisodeRemoteDataSource: EpisodeRemoteDataSourceContract {
	private let session: URLSession
	private let baseURL: URL

	init(session: URLSession = .shared, baseURL: URL = URL(string: "https://rickandmortyapi.com/api")!) {
		self.session = session
		self.baseURL = baseURL
	}

	func fetchEpisode(identifier: Int, allowCachedResponse: Bool) async throws -> EpisodeDTO {
		var request = URLRequest(url: baseURL.appendingPathComponent("episode/\(identifier)"))
		request.cachePolicy = allowCachedResponse ? .returnCacheDataElseLoad : .reloadIgnoringLocalCacheData
		let (data, response) = try await session.data(for: request)
		let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
		guard statusCode != 404 else {
			throw EpisodeAPIError.notFound
		}
		guard (200..<300).contains(statusCode) else {
			throw EpisodeAPIError.invalidResponse(statusCode: statusCode)
		}
		return try JSONDecoder().decode(EpisodeDTO.self, from: data)
	}
}
