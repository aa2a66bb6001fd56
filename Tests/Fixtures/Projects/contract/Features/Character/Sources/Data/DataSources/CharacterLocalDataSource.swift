protocol CharacterLocalDataSourceContract: Sendable {
	func getCharacter(identifier: Int) async -> CharacterDTO?
	func saveCharacter(_ character: CharacterDTO) async
	func getCharactersPage(page: Int) async -> CharactersPageDTO?
	func saveCharactersPage(_ charactersPage: CharactersPageDTO, page: Int) async
}

actor CharacterLocalDataSource: CharacterLocalDataSourceContract {
	private var charactersByIdentifier: [Int: CharacterDTO] = [:]
	private var pagesByNumber: [Int: CharactersPageDTO] = [:]

	func getCharacter(identifier: Int) -> CharacterDTO? {
		charactersByIdentifier[identifier]
	}

	func saveCharacter(_ character: CharacterDTO) {
		charactersByIdentifier[character.id] = character
	}

	func getCharactersPage(page: Int) -> CharactersPageDTO? {
		pagesByNumber[page]
	}

	func saveCharactersPage(_ charactersPage: CharactersPageDTO, page: Int) {
		pagesByNumber[page] = charactersPage
		for character in charactersPage.results {
			charactersByIdentifier[character.id] = character
		}
	}
}
