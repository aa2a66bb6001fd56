import Foundation
@testable import CitadelCharacter

extension Character {
	static func mock(
		id: Int = 1,
		name: String = "Rick Sanchez",
		status: CharacterStatus = .alive,
		species: String = "Human",
		gender: String = "Male",
		origin: String = "Earth (C-137)",
		location: String = "Citadel of Ricks",
		imageURL: URL? = URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg"),
		episodeCount: Int = 51
	) -> Character {
		Character(
			id: id,
			name: name,
			status: status,
			species: species,
			gender: gender,
			origin: origin,
			location: location,
			imageURL: imageURL,
			episodeCount: episodeCount
		)
	}
}
