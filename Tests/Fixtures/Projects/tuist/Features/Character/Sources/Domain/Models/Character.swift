import Foundation

struct Character: Equatable, Sendable {
	let id: Int
	let name: String
	let status: CharacterStatus
	let species: String
	let imageURL: URL?
}
