// swift-tools-version: 6.0
import PackageDescription

let package = Package(
	name: "Citadel",
	platforms: [
		.iOS(.v17),
		.macOS(.v14),
	],
	products: [
		.library(name: "CitadelCharacter", targets: ["CitadelCharacter"]),
		.library(name: "CitadelEpisode", targets: ["CitadelEpisode"]),
	],
	targets: [
		.target(
			name: "CitadelCharacter",
			path: "Features/Character/Sources"
		),
		.testTarget(
			name: "CitadelCharacterTests",
			dependencies: ["CitadelCharacter"],
			path: "Features/Character/Tests"
		),
		.target(
			name: "CitadelEpisode",
			path: "Features/Episode/Sources"
		),
		.testTarget(
			name: "CitadelEpisodeTests",
			dependencies: ["CitadelEpisode"],
			path: "Features/Episode/Tests"
		),
	]
)
