struct CharactersPage: Equatable, Sendable {
	let characters: [Character]
	let currentPage: Int
	let totalPages: Int
	let hasNextPage: Bool
}
