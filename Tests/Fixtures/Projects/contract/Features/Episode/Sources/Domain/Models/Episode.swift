struct Episode: Identifiable, Equatable, Sendable {
	let id: Int
	let name: String
	let airDate: String
	let code: String
	let characterIdentifiers: [Int]
}
