import ProjectDescription

let project = Project(
	name: "PortalEpisode",
	targets: [
		.target(
			name: "PortalEpisode",
			destinations: .iOS,
			product: .framework,
			bundleId: "com.example.portal.episode",
			sources: ["Sources/**"],
			dependencies: [
				.project(target: "PortalCore", path: "../../Libraries/Core"),
				.project(target: "PortalCharacter", path: "../Character"),
			]
		),
		.target(
			name: "PortalEpisodeTests",
			destinations: .iOS,
			product: .unitTests,
			bundleId: "com.example.portal.episode.tests",
			sources: ["Tests/**"],
			dependencies: [
				.target(name: "PortalEpisode"),
			]
		),
	]
)
