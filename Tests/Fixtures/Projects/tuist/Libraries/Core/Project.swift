import ProjectDescription

let project = Project(
	name: "PortalCore",
	targets: [
		.target(
			name: "PortalCore",
			destinations: .iOS,
			product: .framework,
			bundleId: "com.example.portal.core",
			sources: ["Sources/**"]
		),
	]
)
