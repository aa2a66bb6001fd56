import Foundation

struct Character: Identifiable, Equatable, Sendable {
	let id: Int
	let name: String
	let status: CharacterStatus
	let species: String
	let gender: String
	let origin: String
	let location: String
	let imageURL: URL?
	let episodeCount: Int
}
