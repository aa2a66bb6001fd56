struct CharacterDTO: Decodable, Equatable, Sendable {
	struct LocationDTO: Decodable, Equatable, Sendable {
		let name: String
		let url: String
	}

	let id: Int
	let name: String
	let status: String
	let species: String
	let gender: String
	let origin: LocationDTO
	let location: LocationDTO
	let image: String
	let episode: [String]
}

struct CharactersPageDTO: Decodable, Equatable, Sendable {
	struct InfoDTO: Decodable, Equatable, Sendable {
		let count: Int
		let pages: Int
		let next: String?
		let prev: String?
	}

	let info: InfoDTO
	let results: [CharacterDTO]
}
