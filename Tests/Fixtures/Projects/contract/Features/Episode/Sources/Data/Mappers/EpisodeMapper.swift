import Foundation

struct EpisodeMapper {
	func map(_ dto: EpisodeDTO) -> Episode {
		Episode(
			id: dto.id,
			name: dto.name,
			airDate: dto.airDate,
			code: dto.episode,
			characterIdentifiers: dto.characters.compactMap { URL(string: $0).flatMap { Int($0.lastPathComponent) } }
		)
	}
}
