import ProjectDescription

let project = Project(
	name: "Portal",
	targets: [
		.target(
			name: "Portal",
			destinations: .iOS,
			product: .app,
			bundleId: "com.example.portal",
			sources: ["Sources/**"],
			dependencies: [
				.project(target: "PortalCharacter", path: "../Features/Character"),
				.project(target: "PortalEpisode", path: "../Features/Episode"),
			]
		),
	]
)
