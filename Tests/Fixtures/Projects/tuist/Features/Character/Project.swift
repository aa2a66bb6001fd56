import ProjectDescription

let project = Project(
	name: "PortalCharacter",
	targets: [
		.target(
			name: "PortalCharacter",
			destinations: .iOS,
			product: .framework,
			bundleId: "com.example.portal.character",
			sources: ["Sources/**"],
			dependencies: [
				.project(target: "PortalCore", path: "../../Libraries/Core"),
			]
		),
		.target(
			name: "PortalCharacterTests",
			destinations: .iOS,
			product: .unitTests,
			bundleId: "com.example.portal.character.tests",
			sources: ["Tests/**"],
			dependencies: [
				.target(name: "PortalCharacter"),
			]
		),
	]
)
