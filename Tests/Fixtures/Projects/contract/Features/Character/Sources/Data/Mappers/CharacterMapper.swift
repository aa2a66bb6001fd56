import Foundation

struct CharacterMapper {
	func map(_ dto: CharacterDTO) -> Character {
		Character(
			id: dto.id,
			name: dto.name,
			status: CharacterStatus(rawValue: dto.status.lowercased()) ?? .unknown,
			species: dto.species,
			gender: dto.gender,
			origin: dto.origin.name,
			location: dto.location.name,
			imageURL: URL(string: dto.image),
			episodeCount: dto.episode.count
		)
	}

	func map(_ dto: CharactersPageDTO, page: Int) -> CharactersPage {
		CharactersPage(
			characters: dto.results.map(map),
			currentPage: page,
			totalPages: dto.info.pages
		)
	}
}
