import Foundation

@testable import PortalCharacter

extension Character {
	static func stub(
		id: Int = 1,
		name: String = "Rick Sanchez",
		status: CharacterStatus = .alive,
		species: String = "Human",
		imageURL: URL? = URL(string: "https://example.com/avatar/1.jpeg")
	) -> Character {
		Character(id: id, name: name, status: status, species: species, imageURL: imageURL)
	}
}
