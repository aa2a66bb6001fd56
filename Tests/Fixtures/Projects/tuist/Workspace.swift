import ProjectDescription

let workspace = Workspace(
	name: "Portal",
	projects: [
		"App",
		"Libraries/Core",
		"Features/Character",
		"Features/Episode",
	]
)
