struct Episode: Equatable, Sendable {
	let id: Int
	let name: String
	let code: String
}
