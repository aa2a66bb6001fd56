import Foundation

struct EpisodeCharacterWithEpisodes: Equatable, Sendable {
	let id: Int
	let name: String
	let imageURL: URL?
	let episodes: [Episode]
}
