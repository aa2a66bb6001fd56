struct CharacterFilter: Equatable, Sendable {
	let name: String?
	let status: CharacterStatus?
}
