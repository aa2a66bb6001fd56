import Foundation

@testable import PortalEpisode

extension EpisodeCharacterWithEpisodes {
	static func stub(
		id: Int = 1,
		name: String = "Rick Sanchez",
		imageURL: URL? = nil,
		episodes: [Episode] = []
	) -> EpisodeCharacterWithEpisodes {
		EpisodeCharacterWithEpisodes(id: id, name: name, imageURL: imageURL, episodes: episodes)
	}
}
